import { createHmac, randomBytes } from "node:crypto";
import { json, post, type Reply, type Request, startFake } from "./http";

/**
 * A fake of the WhatsApp Business Cloud API (Graph API) as documented: `POST /v21.0/{phone-number-id}/messages`
 * with the bearer token, a template message answered `{"messages":[{"id":"wamid…"}]}`; and Meta's
 * side of the webhooks: the GET verification (`hub.mode`, `hub.verify_token`, `hub.challenge`) and
 * the status notifications, signed `X-Hub-Signature-256: sha256=HMAC(app secret, raw body)`.
 * It records every request it receives, and fails the calls a test asks it to.
 */

export type FakeWhatsAppOptions = { token: string; phoneNumberId: string; appSecret: string };

export type Received = { method: string; path: string; headers: Request["headers"]; body: string };

export type FakeStatus = {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  timestamp: Date;
  errors?: { code: number; title: string }[];
};

export async function startFakeWhatsApp(options: FakeWhatsAppOptions) {
  const state = {
    received: [] as Received[],
    /** The messages taken, with the id each was given. */
    sent: [] as { id: string; body: Record<string, unknown> }[],
    failures: [] as { path: RegExp; reply: Reply }[],
  };
  const messagesPath = `/v21.0/${options.phoneNumberId}/messages`;

  function sendReply(request: Request): Reply {
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return json(401, {
        error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
      });
    const body = JSON.parse(request.body.toString("utf8"));
    const valid =
      body?.messaging_product === "whatsapp" &&
      body.type === "template" &&
      /^\d{8,15}$/.test(body.to) &&
      typeof body.template?.name === "string" &&
      typeof body.template?.language?.code === "string";
    if (!valid)
      return json(400, { error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } });
    const id = `wamid.${randomBytes(12).toString("base64url")}`;
    state.sent.push({ id, body });
    return json(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  }

  const fake = await startFake((request) => {
    const path = request.url.pathname;
    state.received.push({
      method: request.method,
      path,
      headers: request.headers,
      body: request.body.toString("utf8"),
    });
    const failure = state.failures.findIndex((f) => f.path.test(path));
    if (failure >= 0) return state.failures.splice(failure, 1)[0]?.reply ?? json(500, {});
    if (request.method === "POST" && path === messagesPath) return sendReply(request);
    return json(404, { error: { message: "Unsupported post request", code: 100 } });
  });

  /** The signature Meta sends with `body` (with another secret for a forged one). */
  const signature = (body: string, secret = options.appSecret) =>
    `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

  return {
    url: fake.url,
    /** What WHATSAPP_API_URL points at. */
    apiUrl: `${fake.url}/v21.0`,
    state,
    close: fake.close,
    fail(path: RegExp, reply: Reply = json(500, { error: { message: "Service unavailable", code: 2 } })) {
      state.failures.push({ path, reply });
    },
    signature,
    /** Meta's verification of the webhook's address: answers the status and the body. */
    async verify(webhookUrl: string, verifyToken: string, challenge = "1158201444") {
      const url = new URL(webhookUrl);
      url.search = new URLSearchParams({
        "hub.mode": "subscribe",
        "hub.verify_token": verifyToken,
        "hub.challenge": challenge,
      }).toString();
      const response = await fetch(url);
      return { status: response.status, body: await response.text() };
    },
    /** The body of a status notification, as Meta posts it. */
    statusBody(statuses: FakeStatus[]) {
      return JSON.stringify({
        object: "whatsapp_business_account",
        entry: [
          {
            id: "102290129340398",
            changes: [
              {
                field: "messages",
                value: {
                  messaging_product: "whatsapp",
                  metadata: { display_phone_number: "221338200000", phone_number_id: options.phoneNumberId },
                  statuses: statuses.map((s) => ({
                    id: s.id,
                    status: s.status,
                    timestamp: String(Math.floor(s.timestamp.getTime() / 1000)),
                    recipient_id: "221771234567",
                    ...(s.errors ? { errors: s.errors } : {}),
                  })),
                },
              },
            ],
          },
        ],
      });
    },
    /** Posts status notifications to our webhook, signed as Meta signs them (or with `secret`). */
    async notify(webhookUrl: string, statuses: FakeStatus[], secret?: string) {
      const body = this.statusBody(statuses);
      return post(webhookUrl, body, { "X-Hub-Signature-256": signature(body, secret) });
    },
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
