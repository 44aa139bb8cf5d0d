import { describe, expect, it } from "vitest";
import { messengersFor } from "../../../server/messaging/messengers";
import { makeTestApp } from "../harness";
import { message } from "./messaging-harness";

describe("SMS and WhatsApp in demo mode, without their providers", () => {
  it("keeps both in the demo's outbox, by channel, and prints them", async () => {
    const t = await makeTestApp({ demoMode: true, demoMember: false });
    const logs: string[] = [];
    t.deps.log = (line) => logs.push(line);
    const messengers = messengersFor(t.deps);
    const sms = await messengers.sms?.send(message({ text: "a".repeat(161) }));
    const wa = await messengers.whatsapp?.send(
      message({ channel: "whatsapp", text: "Votre réservation est confirmée." }),
    );
    expect(sms).toEqual({ providerMessageId: null, parts: 2 });
    expect(wa).toEqual({ providerMessageId: null });
    const rows = await t.deps.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();
    expect(rows.map((r) => ({ to: r.to, subject: r.subject, channel: r.channel }))).toEqual([
      { to: "+221771234567", subject: "SMS", channel: "sms" },
      { to: "+221771234567", subject: "WhatsApp (modèle reservation_confirmee)", channel: "whatsapp" },
    ]);
    expect(rows[1]?.text).toBe("Votre réservation est confirmée.");
    expect(logs[1]).toBe(
      "[WhatsApp] à +221771234567 — WhatsApp (modèle reservation_confirmee)\nVotre réservation est confirmée.",
    );
    // The demo's mailbox of that number shows them.
    const box = await t.api.get(`dev/mail?to=${encodeURIComponent("+221771234567")}`);
    expect(box.data.map((m: { subject: string }) => m.subject)).toEqual([
      "WhatsApp (modèle reservation_confirmee)",
      "SMS",
    ]);
  });

  it("offers in production only the channels whose provider is configured", async () => {
    const t = await makeTestApp({ demoMode: false, demoMember: false });
    expect(messengersFor(t.deps)).toEqual({});
  });
});
