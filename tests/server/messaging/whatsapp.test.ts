import { afterEach, describe, expect, it } from "vitest";
import { MessageNotSent } from "../../../server/messaging/send-error";
import { json, post } from "../../fakes/http";
import { type MessagingApp, makeMessagingApp, message, PHONE_NUMBER_ID, secrets } from "./messaging-harness";

let t: MessagingApp;
afterEach(async () => {
  await t?.close();
});

const whatsapp = (over: Parameters<typeof message>[0] = {}) => message({ channel: "whatsapp", ...over });
const webhook = (app: MessagingApp) => `${app.publicUrl}/api/messaging/whatsapp/webhook`;

describe("WhatsApp through the Cloud API", { timeout: 30_000 }, () => {
  it("sends a code as the authentication template: the code in the body and in the copy-code button", async () => {
    t = await makeMessagingApp();
    const sent = await t.senders.whatsapp?.send(
      whatsapp({ kind: "code", text: "Votre code : 4821", params: ["4821"] }),
    );
    const call = t.wa.state.received[0];
    expect(call).toMatchObject({ method: "POST", path: `/v21.0/${PHONE_NUMBER_ID}/messages` });
    expect(call?.headers.authorization).toBe(`Bearer ${secrets.waToken}`);
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call?.body ?? "")).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "221771234567",
      type: "template",
      template: {
        name: "code_verification",
        language: { code: "fr" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "4821" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "4821" }] },
        ],
      },
    });
    expect(sent).toEqual({ providerMessageId: t.wa.state.sent[0]?.id });
    expect(sent?.providerMessageId).toMatch(/^wamid\./);
  });

  it("fills another kind's template with its parameters in order, on one line each", async () => {
    t = await makeMessagingApp();
    await t.senders.whatsapp?.send(
      whatsapp({ kind: "booking_moved", params: ["Yoga hatha", "jeudi 5 mars\nà 10 h", "Awa     Diop"] }),
    );
    const body = JSON.parse(t.wa.state.received[0]?.body ?? "");
    expect(body.template).toEqual({
      name: "reservation_deplacee",
      language: { code: "fr" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Yoga hatha" },
            { type: "text", text: "jeudi 5 mars à 10 h" },
            { type: "text", text: "Awa   Diop" },
          ],
        },
      ],
    });
  });

  it("throws when Meta does not take the message, so that the queue tries again", async () => {
    t = await makeMessagingApp();
    t.wa.fail(
      /\/messages$/,
      json(400, { error: { message: "(#132001) Template name does not exist", code: 132001 } }),
    );
    const refused = t.senders.whatsapp?.send(whatsapp());
    await expect(refused).rejects.toBeInstanceOf(MessageNotSent);
    await expect(refused).rejects.toThrow(/^WhatsApp POST \/v21\.0\/\d+\/messages : statut 400$/);
    // A code message without its code is never sent half-filled.
    await expect(t.senders.whatsapp?.send(whatsapp({ kind: "code", params: [] }))).rejects.toThrow(
      "WhatsApp : message de code sans code, non envoyé.",
    );
    expect(t.wa.state.sent).toHaveLength(0);
  });

  it("answers Meta's verification with its challenge, only for the centre's token", async () => {
    t = await makeMessagingApp();
    expect(await t.wa.verify(webhook(t), secrets.waVerifyToken)).toEqual({ status: 200, body: "1158201444" });
    expect((await t.wa.verify(webhook(t), "pas-le-bon-jeton-de-verif")).status).toBe(403);
  });

  it("records the statuses Meta signs on the right rows, never moving back, and refuses a wrong signature", async () => {
    t = await makeMessagingApp();
    const first = await t.senders.whatsapp?.send(whatsapp());
    const second = await t.senders.whatsapp?.send(whatsapp());
    const firstId = await t.queued(whatsapp(), first?.providerMessageId ?? null);
    const secondId = await t.queued(whatsapp(), second?.providerMessageId ?? null);
    const id = first?.providerMessageId ?? "";
    const at = new Date("2026-03-01T09:00:00Z");

    expect(await t.wa.notify(webhook(t), [{ id, status: "read", timestamp: at }], "pas-le-secret")).toBe(401);
    expect(await post(webhook(t), t.wa.statusBody([{ id, status: "read", timestamp: at }]), {})).toBe(401);
    expect((await t.row(firstId)).deliveryStatus).toBeNull();

    expect(await t.wa.notify(webhook(t), [{ id, status: "read", timestamp: at }])).toBe(200);
    expect(await t.row(firstId)).toMatchObject({ deliveryStatus: "read", deliveryAt: at });
    // A late « delivered » does not take a read message back.
    const later = new Date(at.getTime() + 60_000);
    expect(await t.wa.notify(webhook(t), [{ id, status: "delivered", timestamp: later }])).toBe(200);
    expect(await t.row(firstId)).toMatchObject({ deliveryStatus: "read", deliveryAt: at });
    expect((await t.row(secondId)).deliveryStatus).toBeNull();

    const failed = {
      id: second?.providerMessageId ?? "",
      status: "failed" as const,
      timestamp: later,
      errors: [{ code: 131026, title: "Message undeliverable" }],
    };
    // Several statuses in one notification, one of them for a message we never sent.
    const unknown = { id: "wamid.inconnu", status: "delivered" as const, timestamp: later };
    expect(await t.wa.notify(webhook(t), [failed, unknown])).toBe(200);
    expect(await t.row(secondId)).toMatchObject({ deliveryStatus: "failed", deliveryAt: later });
    expect(t.logs).toContain(
      `Message WhatsApp n° ${secondId} à +221771234567 non distribué (erreur 131026 « Message undeliverable ») : le prestataire l'a abandonné.`,
    );
  });
});
