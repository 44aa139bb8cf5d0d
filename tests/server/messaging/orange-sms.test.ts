import { afterEach, describe, expect, it } from "vitest";
import { MessageNotSent } from "../../../server/messaging/send-error";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { json } from "../../fakes/http";
import { CENTRE_NUMBER, type MessagingApp, makeMessagingApp, message, secrets } from "./messaging-harness";

let t: MessagingApp;
afterEach(async () => {
  await t?.close();
});

const sendPath = "/smsmessaging/v1/outbound/tel%3A%2B221338200000/requests";

describe("SMS through Orange's SMS API", { timeout: 30_000 }, () => {
  it("subscribes to the delivery receipts at start, at the secret address", async () => {
    t = await makeMessagingApp();
    expect(t.sms.state.notifyUrl).toBe(
      `${t.publicUrl}/api/messaging/orange-sms/delivery/${secrets.smsNotifyToken}`,
    );
    const call = t.sms.state.received.find((r) => r.path.endsWith("/subscriptions"));
    expect(call?.path).toBe("/smsmessaging/v1/outbound/tel%3A%2B221338200000/subscriptions");
    expect(JSON.parse(call?.body ?? "")).toEqual({
      deliveryReceiptSubscription: { callbackReference: { notifyURL: t.sms.state.notifyUrl } },
    });
    expect(t.logs).toContain("Orange SMS : adresse des accusés de réception enregistrée.");
  });

  it("sends what the API expects: the token by Basic credentials, then the SMS from the centre's number", async () => {
    t = await makeMessagingApp();
    const sent = await t.senders.sms?.send(message());
    const [token, , send] = t.sms.state.received;
    const basic = Buffer.from(`${secrets.smsClientId}:${secrets.smsClientSecret}`).toString("base64");
    expect(token).toMatchObject({
      method: "POST",
      path: "/oauth/v3/token",
      body: "grant_type=client_credentials",
    });
    expect(token?.headers.authorization).toBe(`Basic ${basic}`);
    expect(token?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(send).toMatchObject({ method: "POST", path: sendPath });
    expect(send?.headers.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(send?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(send?.body ?? "")).toEqual({
      outboundSMSMessageRequest: {
        address: "tel:+221771234567",
        senderAddress: `tel:${CENTRE_NUMBER}`,
        senderName: "Teranga",
        outboundSMSTextMessage: { message: message().text },
      },
    });
    // The id is the resource URL's last part, which the receipts name.
    expect(sent).toEqual({ providerMessageId: t.sms.state.sent[0]?.id, parts: 1 });
    expect(t.limitsGiven.every((ms) => ms === PROVIDER_TIMEOUT_MS)).toBe(true);
  });

  it("leaves the sender name out when none was approved, and counts the parts of a long text", async () => {
    t = await makeMessagingApp({ senderName: null });
    const long = "é".repeat(161);
    const sent = await t.senders.sms?.send(message({ text: long }));
    const body = JSON.parse(t.sms.state.received.at(-1)?.body ?? "");
    expect(body.outboundSMSMessageRequest.senderName).toBeUndefined();
    expect(sent?.parts).toBe(2);
  });

  it("keeps its token until shortly before it expires, and asks again when Orange refuses it", async () => {
    t = await makeMessagingApp();
    // The subscription at start took the first token.
    expect(t.sms.state.tokensIssued).toBe(1);
    await t.senders.sms?.send(message());
    await t.senders.sms?.send(message());
    expect(t.sms.state.tokensIssued).toBe(1);
    t.advance(3_600_000 - 30_000);
    await t.senders.sms?.send(message());
    expect(t.sms.state.tokensIssued).toBe(2);
    t.sms.revokeTokens();
    await t.senders.sms?.send(message());
    expect(t.sms.state.tokensIssued).toBe(3);
    expect(t.sms.state.sent).toHaveLength(4);
  });

  it("throws when Orange does not take the SMS, so that the queue tries again", async () => {
    t = await makeMessagingApp();
    t.sms.fail(/\/requests$/, json(400, { requestError: { serviceException: { messageId: "SVC0004" } } }));
    const refused = t.senders.sms?.send(message());
    await expect(refused).rejects.toBeInstanceOf(MessageNotSent);
    await expect(refused).rejects.toThrow(/^Orange SMS POST \/smsmessaging\/.+ : statut 400$/);
    // A provider that does not answer in time.
    t.sms.stall(/\/requests$/);
    const late = t.senders.sms?.send(message());
    await t.sms.stalledCall();
    t.advance(PROVIDER_TIMEOUT_MS);
    await expect(late).rejects.toThrow(/délai dépassé/);
    expect(t.sms.state.sent).toHaveLength(0);
  });

  it("records the receipts on the message's row, refuses a wrong address, and logs a failure", async () => {
    t = await makeMessagingApp();
    const first = await t.senders.sms?.send(message());
    const second = await t.senders.sms?.send(message());
    const firstId = await t.queued(message(), first?.providerMessageId ?? null);
    const secondId = await t.queued(message(), second?.providerMessageId ?? null);
    const wrong = `${t.publicUrl}/api/messaging/orange-sms/delivery/pas-le-bon-jeton-0000000`;
    expect(await t.sms.deliver(first?.providerMessageId ?? "", "DeliveredToTerminal", wrong)).toBe(404);
    expect((await t.row(firstId)).deliveryStatus).toBeNull();

    expect(await t.sms.deliver(first?.providerMessageId ?? "", "DeliveredToNetwork")).toBe(200);
    expect(await t.row(firstId)).toMatchObject({ deliveryStatus: "sent", deliveryAt: t.deps.clock.now() });
    t.advance(60_000);
    expect(await t.sms.deliver(first?.providerMessageId ?? "")).toBe(200);
    expect(await t.row(firstId)).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAt: t.deps.clock.now(),
    });
    expect((await t.row(secondId)).deliveryStatus).toBeNull();

    expect(await t.sms.deliver(second?.providerMessageId ?? "", "DeliveryImpossible")).toBe(200);
    expect((await t.row(secondId)).deliveryStatus).toBe("failed");
    expect(t.logs).toContain(
      `Message SMS n° ${secondId} à +221771234567 non distribué (statut Orange DeliveryImpossible) : le prestataire l'a abandonné.`,
    );
    // An id we never sent changes nothing, and is answered all the same (Orange must not retry it).
    expect(await t.sms.deliver("inconnu-42")).toBe(200);
  });
});
