import { describe, expect, it } from "vitest";
import { isGsm7, smsParts, smsSize } from "../../../server/messaging/sms-parts";

describe("how many SMS a text takes", () => {
  it("counts GSM-7: 160 in one SMS, then 153 a part", () => {
    expect(smsParts("")).toBe(1);
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "gsm7", units: 161, parts: 2 });
    expect(smsParts("a".repeat(306))).toBe(2);
    expect(smsParts("a".repeat(307))).toBe(3);
    // French letters of the GSM alphabet keep a text in GSM-7.
    expect(isGsm7("Réservation confirmée : séance à 10h, où ? Ça marche !")).toBe(true);
  });

  it("counts an extension character twice, and never splits it between two parts", () => {
    expect(smsSize("€".repeat(80))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsSize(`${"a".repeat(159)}€`)).toEqual({ encoding: "gsm7", units: 161, parts: 2 });
    // 152 septets then a 2-septet character: it opens the second part.
    expect(smsParts(`${"a".repeat(152)}€${"a".repeat(152)}`)).toBe(3);
    expect(smsParts(`${"a".repeat(151)}€${"a".repeat(153)}`)).toBe(2);
  });

  it("goes UCS-2 for one character outside the alphabet: 70 in one SMS, then 67 a part", () => {
    for (const ch of ["ê", "ç", "«", "’", "œ"]) expect(isGsm7(`Votre séance ${ch}`), ch).toBe(false);
    expect(smsSize(`${"a".repeat(69)}ê`)).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
    expect(smsSize(`${"a".repeat(70)}ê`)).toEqual({ encoding: "ucs2", units: 71, parts: 2 });
    expect(smsParts("ê".repeat(134))).toBe(2);
    expect(smsParts("ê".repeat(135))).toBe(3);
  });

  it("counts an emoji as two UCS-2 units, kept whole in one part", () => {
    expect(smsSize("🙂".repeat(35))).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
    expect(smsParts(`${"a".repeat(66)}🙂${"a".repeat(66)}`)).toBe(3);
    expect(smsParts(`${"a".repeat(65)}🙂${"a".repeat(67)}`)).toBe(2);
  });
});
