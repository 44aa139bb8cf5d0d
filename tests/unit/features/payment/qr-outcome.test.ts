import { describe, expect, it } from "vitest";
import { qrOutcome } from "../../../../src/features/payment/use-qr-polling";

const answered = (status: string, late = false) => ({ kind: "answered" as const, answer: { status }, late });

describe("what the QR code's modal says of the poll's end", () => {
  it("a success is a success, even found at the deadline", () => {
    expect(qrOutcome(answered("SUCCESS"))).toBe("success");
    expect(qrOutcome(answered("SUCCESS", true))).toBe("success");
  });

  it("a refusal before the deadline failed; after it, the server expired the QR code", () => {
    expect(qrOutcome(answered("FAILED"))).toBe("failed");
    expect(qrOutcome(answered("FAILED", true))).toBe("expired");
  });

  it("still pending at the deadline has expired", () => {
    expect(qrOutcome({ kind: "expired" })).toBe("expired");
  });
});
