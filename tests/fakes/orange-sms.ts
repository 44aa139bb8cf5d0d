import { randomBytes } from "node:crypto";
import { json, post, type Reply, type Request, startFake } from "./http";

/**
 * A fake of Orange's SMS API (Middle East and Africa) as documented: OAuth2 client credentials
 * (`POST /oauth/v3/token`, the id and secret in a Basic header), the send
 * (`POST /smsmessaging/v1/outbound/tel%3A%2B…/requests`, answered 201 with the request's resource
 * URL ending with its id), the delivery receipts' subscription, and the receipts themselves, posted
 * to the subscribed address as `deliveryInfoNotification`s naming the id in `callbackData`.
 * It records every request it receives, and fails the calls a test asks it to.
 */

export type FakeOrangeSmsOptions = {
  clientId: string;
  clientSecret: string;
  /** The account's number, E.164. */
  sender: string;
  now?: () => Date;
  /** Seconds a token lives. */
  tokenLifetime?: number;
};

export type Received = { method: string; path: string; headers: Request["headers"]; body: string };

const senderPath = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/(requests|subscriptions)$/;

export async function startFakeOrangeSms(options: FakeOrangeSmsOptions) {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const state = {
    /** Every request, in order: method, raw path, headers, body. */
    received: [] as Received[],
    tokensIssued: 0,
    /** The SMS taken, with the id each was given. */
    sent: [] as { id: string; body: Record<string, unknown> }[],
    /** The receipts' address, once subscribed. */
    notifyUrl: null as string | null,
    /** The next calls to a matching path get this answer instead, once each. */
    failures: [] as { path: RegExp; reply: Reply }[],
  };

  const authorized = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && until > now().getTime();
  };

  function tokenReply(request: Request): Reply {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const form = new URLSearchParams(request.body.toString("utf8"));
    const good =
      request.headers.authorization === `Basic ${basic}` &&
      request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") &&
      form.get("grant_type") === "client_credentials";
    if (!good)
      return json(401, { error: "invalid_client", error_description: "Client authentication failed" });
    const token = randomBytes(16).toString("hex");
    const lifetime = options.tokenLifetime ?? 3600;
    tokens.set(token, now().getTime() + lifetime * 1000);
    state.tokensIssued++;
    // As Orange's documentation shows it: the lifetime as a string.
    return json(200, { token_type: "Bearer", access_token: token, expires_in: String(lifetime) });
  }

  function smsReply(request: Request, path: string, kind: string, senderTel: string): Reply {
    if (!authorized(request)) return json(401, { code: 42, message: "Expired credentials" });
    const body = JSON.parse(request.body.toString("utf8"));
    if (kind === "subscriptions") {
      const notifyURL = body?.deliveryReceiptSubscription?.callbackReference?.notifyURL;
      if (typeof notifyURL !== "string") return json(400, { code: "SVC0002", message: "Invalid input" });
      state.notifyUrl = notifyURL;
      const id = randomBytes(6).toString("hex");
      return json(201, {
        deliveryReceiptSubscription: {
          callbackReference: { notifyURL },
          resourceURL: `${fake.url}${path}/${id}`,
        },
      });
    }
    const sms = body?.outboundSMSMessageRequest;
    const valid =
      sms?.senderAddress === senderTel &&
      typeof sms.address === "string" &&
      /^tel:\+\d{8,15}$/.test(sms.address) &&
      typeof sms.outboundSMSTextMessage?.message === "string";
    if (!valid) return json(400, { requestError: { serviceException: { messageId: "SVC0002" } } });
    const id = randomBytes(10).toString("hex");
    state.sent.push({ id, body });
    return json(201, {
      outboundSMSMessageRequest: {
        ...sms,
        address: [sms.address],
        resourceURL: `${fake.url}/smsmessaging/v1/outbound/${senderTel}/requests/${id}`,
      },
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
    if (request.method === "POST" && path === "/oauth/v3/token") return tokenReply(request);
    const match = senderPath.exec(path);
    const senderTel = match?.[1] ? decodeURIComponent(match[1]) : null;
    if (request.method === "POST" && match?.[2] && senderTel === `tel:${options.sender}`)
      return smsReply(request, path, match[2], senderTel);
    return json(404, { code: 60, message: "Resource not found" });
  });

  return {
    url: fake.url,
    state,
    close: fake.close,
    stall: fake.stall,
    stalledCall: fake.stalledCall,
    /** The next call to a matching path is answered so (a 500, a 401…). */
    fail(path: RegExp, reply: Reply = json(500, { code: 500, message: "Internal error" })) {
      state.failures.push({ path, reply });
    },
    /** Every token issued so far stops working (revoked). */
    revokeTokens: () => tokens.clear(),
    /** Posts a delivery receipt for the SMS of `id` to the subscribed address (or `to`). */
    async deliver(id: string, deliveryStatus = "DeliveredToTerminal", to = state.notifyUrl) {
      if (!to) throw new Error("fake Orange SMS: no subscription");
      const sent = state.sent.find((s) => s.id === id);
      const address = (sent?.body.outboundSMSMessageRequest as { address?: string } | undefined)?.address;
      const body = JSON.stringify({
        deliveryInfoNotification: {
          callbackData: id,
          deliveryInfo: { address: address ?? "tel:+221770000000", deliveryStatus },
        },
      });
      return post(to, body, {});
    },
  };
}

export type FakeOrangeSms = Awaited<ReturnType<typeof startFakeOrangeSms>>;
