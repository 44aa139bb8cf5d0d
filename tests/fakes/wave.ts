import { createHash, createHmac, randomBytes } from "node:crypto";
import { html, json, post, type Reply, type Request, redirect, startFake, text } from "./http";

/**
 * A fake Wave speaking the Checkout API as documented: sessions created with a bearer API key and
 * an Idempotency-Key, read by id, refunded; a launch page where the payer pays or cancels and is sent
 * back to the success or error URL; webhooks signed `Wave-Signature: t=…,v1=HMAC(secret, t + body)`.
 */

type Session = {
  id: string;
  amount: string;
  currency: string;
  client_reference: string | null;
  checkout_status: "open" | "complete" | "expired";
  payment_status: "processing" | "cancelled" | "succeeded";
  success_url: string;
  error_url: string;
  wave_launch_url: string;
  transaction_id: string | null;
  when_created: string;
  when_expires: string;
  when_completed: string | null;
  business_name: string;
  last_payment_error: { code: string; message: string } | null;
};

export type FakeWaveOptions = {
  apiKey: string;
  webhookSecret: string;
  /** The fake's clock (signatures and session times); the test's clock in server tests. */
  now?: () => Date;
};

const id = (prefix: string) => `${prefix}${randomBytes(6).toString("hex")}`;

export async function startFakeWave(options: FakeWaveOptions) {
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, Session>();
  const keys = new Map<string, { hash: string; sessionId: string }>();
  const refundKeys = new Set<string>();
  /** Sessions whose payment only their webhook tells (see `webhookOnly`). */
  const webhookOnly = new Set<string>();
  /** Their completed webhook, kept until the test delivers it. */
  const kept = new Map<string, Session>();
  const state = {
    /** Where webhooks go, as registered in the Business Portal (set by the test). */
    webhookUrl: null as string | null,
    created: 0,
    refunds: [] as string[],
    webhooks: [] as {
      event: { id: string; type: string };
      sessionId: string;
      body: string;
      status: number;
    }[],
    authFailures: 0,
    /** Sessions expired on our demand (`POST /v1/checkout/sessions/:id/expire`). */
    expired: [] as string[],
    /** Sessions looked up by id (`GET /v1/checkout/sessions/:id`). */
    lookups: [] as string[],
  };

  function signature(body: string, at = now(), secret = options.webhookSecret) {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${createHmac("sha256", secret).update(`${t}${body}`).digest("hex")}`;
  }

  /** Sends a webhook as Wave does; `signWith` lets a test sign it wrongly. */
  async function send(type: string, session: Session, sign?: { secret?: string; at?: Date }) {
    if (!state.webhookUrl) throw new Error("fake Wave: no webhook registered");
    const event = { id: id("EV_"), type, data: session };
    const body = JSON.stringify(event);
    const status = await post(state.webhookUrl, body, {
      "Wave-Signature": signature(body, sign?.at, sign?.secret),
    });
    state.webhooks.push({ event, sessionId: session.id, body, status });
    return status;
  }

  /** The payer has paid: Wave posts the webhook, unless this session's is kept for the test. */
  async function announce(session: Session) {
    if (!webhookOnly.has(session.id)) return send("checkout.session.completed", session);
    kept.set(session.id, session);
    return null;
  }

  /** A session as a lookup shows it: still open while its payment is told by the webhook alone. */
  const lookedUp = (session: Session): Session =>
    webhookOnly.has(session.id)
      ? {
          ...session,
          checkout_status: "open",
          payment_status: "processing",
          transaction_id: null,
          when_completed: null,
        }
      : session;

  async function resend(sent: (typeof state.webhooks)[number] | undefined, at?: Date) {
    if (!sent || !state.webhookUrl) throw new Error("fake Wave: nothing to replay");
    const status = await post(state.webhookUrl, sent.body, { "Wave-Signature": signature(sent.body, at) });
    state.webhooks.push({ ...sent, status });
    return status;
  }

  function complete(session: Session) {
    session.checkout_status = "complete";
    session.payment_status = "succeeded";
    session.transaction_id = id("T_").toUpperCase();
    session.when_completed = now().toISOString();
  }

  const api = (request: Request): Reply => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      state.authFailures++;
      return json(401, { code: "request-validation-error", message: "Invalid API key." });
    }
    const path = request.url.pathname;
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const body = JSON.parse(request.body.toString("utf8"));
      const valid =
        typeof body.amount === "string" &&
        /^\d+$/.test(body.amount) &&
        body.currency === "XOF" &&
        /^https?:\/\//.test(body.success_url) &&
        /^https?:\/\//.test(body.error_url);
      if (!valid) return json(400, { code: "request-validation-error", message: "Invalid request." });
      const key = request.headers["idempotency-key"];
      const hash = createHash("sha256").update(request.body).digest("hex");
      const seen = typeof key === "string" ? keys.get(key) : undefined;
      if (seen) {
        if (seen.hash !== hash) return json(409, { code: "idempotency-mismatch", message: "Key reused." });
        return json(200, sessions.get(seen.sessionId));
      }
      const sessionId = id("cos-");
      const created = now();
      const session: Session = {
        id: sessionId,
        amount: body.amount,
        currency: "XOF",
        client_reference: body.client_reference ?? null,
        checkout_status: "open",
        payment_status: "processing",
        success_url: body.success_url,
        error_url: body.error_url,
        wave_launch_url: `${fake.url}/c/${sessionId}`,
        transaction_id: null,
        when_created: created.toISOString(),
        when_expires: new Date(created.getTime() + 30 * 60_000).toISOString(),
        when_completed: null,
        business_name: "Centre",
        last_payment_error: null,
      };
      sessions.set(sessionId, session);
      if (typeof key === "string") keys.set(key, { hash, sessionId });
      state.created++;
      return json(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/refund|\/expire)?$/.exec(path);
    const session = match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
    if (!match || !session) return json(404, { code: "not-found", message: "No such session." });
    if (request.method === "GET" && !match[2]) {
      state.lookups.push(session.id);
      return json(200, lookedUp(session));
    }
    if (request.method === "POST" && match[2] === "/expire") {
      if (session.checkout_status !== "open" || session.payment_status !== "processing")
        return json(409, { code: "checkout-session-not-open", message: "Session is not open." });
      session.checkout_status = "expired";
      session.when_completed = now().toISOString();
      state.expired.push(session.id);
      return { status: 200 };
    }
    if (request.method === "POST" && match[2]) {
      const key = String(request.headers["idempotency-key"] ?? "");
      if (refundKeys.has(key)) return { status: 200 };
      if (session.payment_status !== "succeeded" || state.refunds.includes(session.id))
        return json(409, { code: "checkout-refunded", message: "Cannot refund this session." });
      refundKeys.add(key);
      state.refunds.push(session.id);
      return { status: 200 };
    }
    return json(405, { code: "method-not-allowed", message: "No." });
  };

  /** The launch page: the payer pays or cancels, and is sent back to our success or error URL. */
  async function launchPage(request: Request): Promise<Reply> {
    const [, , sessionId = "", action] = request.url.pathname.split("/");
    const session = sessions.get(sessionId);
    if (!session) return html("<p>Session introuvable.</p>", 404);
    const open = session.checkout_status === "open" && session.payment_status === "processing";
    if (request.method === "GET")
      return html(
        `<h1>Wave · paiement</h1><p>${text(session.amount)} F CFA</p>${
          open
            ? `<form method="post"><button formaction="/c/${session.id}/cancel">Annuler</button><button formaction="/c/${session.id}/pay">Payer</button></form>`
            : "<p>Cette session de paiement est terminée.</p>"
        }`,
      );
    if (!open) return html("<p>Cette session de paiement est terminée.</p>", 400);
    if (action === "pay") {
      complete(session);
      await announce(session);
      return redirect(session.success_url);
    }
    session.payment_status = "cancelled";
    return redirect(session.error_url);
  }

  const fake = await startFake(async (request) => {
    if (request.url.pathname.startsWith("/v1/")) return api(request);
    if (request.url.pathname.startsWith("/c/")) return launchPage(request);
    return json(404, { code: "not-found", message: "Not found." });
  });

  return {
    url: fake.url,
    close: fake.close,
    stall: fake.stall,
    stalledCall: fake.stalledCall,
    answerLate: fake.answerLate,
    state,
    sessions,
    /** The payer pays at the launch page; `deliver: false` loses the webhook on the way. */
    async pay(sessionId: string, how: { deliver?: boolean } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Wave: no session ${sessionId}`);
      complete(session);
      return how.deliver === false ? null : announce(session);
    },
    /**
     * From now on this session's payment is told by its webhook alone, as when Wave's API is slow to
     * show it: a lookup still says the session is open, and the webhook waits for `deliverKept`.
     */
    webhookOnly(sessionId: string) {
      webhookOnly.add(sessionId);
    },
    /** Posts the kept webhook of a paid session (see `webhookOnly`); answers our server's status. */
    async deliverKept(sessionId: string) {
      const session = kept.get(sessionId);
      if (!session) throw new Error(`fake Wave: no webhook kept for ${sessionId}`);
      kept.delete(sessionId);
      return send("checkout.session.completed", session);
    },
    /** The session a launch page shows, from its address. */
    sessionOf: (launchUrl: string) => new URL(launchUrl).pathname.split("/")[2] ?? "",
    /** The payer's payment fails (a short balance): `checkout.session.payment_failed`. */
    async fail(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Wave: no session ${sessionId}`);
      session.last_payment_error = { code: "insufficient-funds", message: "Solde insuffisant" };
      return send("checkout.session.payment_failed", session);
    },
    /** Delivers an event again, byte for byte (Wave retrying, or an attacker replaying it). */
    async replay(index: number, at?: Date) {
      return resend(state.webhooks[index], at);
    },
    /** Delivers a session's last event again, byte for byte. */
    async replayLast(sessionId: string) {
      return resend(state.webhooks.findLast((w) => w.sessionId === sessionId));
    },
    /** A completed session's webhook as Wave would sign it, not sent (for a test to send). */
    signedEvent(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Wave: no session ${sessionId}`);
      const event = { id: id("EV_"), type: "checkout.session.completed", data: { ...session } };
      return { event, headers: { "Wave-Signature": signature(JSON.stringify(event)) } };
    },
    /** A webhook for a session signed with another secret, or at another time. */
    sendSigned: (type: string, sessionId: string, sign: { secret?: string; at?: Date }) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Wave: no session ${sessionId}`);
      return send(type, session, sign);
    },
  };
}

export type FakeWave = Awaited<ReturnType<typeof startFakeWave>>;
