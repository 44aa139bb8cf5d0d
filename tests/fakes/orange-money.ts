import { createHmac, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { html, json, post, type Reply, type Request, redirect, startFake, text } from "./http";

/**
 * A fake of Sonatel's Orange Money API as documented: OAuth2 client credentials (form-encoded), the
 * merchant QR code (`/api/eWallet/v4/qrcode`) with deep links, the transaction search and status,
 * the callback's registration; and the payer's side: the page a deep link opens, where the payment
 * is confirmed or refused, after which the callback is posted to our server, signed
 * `X-Sonatel-Signature: t=…,v1=HMAC(secret, "t," + body)` and carrying the registered apiKey.
 */

export type FakeOrangeMoneyOptions = {
  clientId: string;
  clientSecret: string;
  merchantCode: string;
  /** The endpoint secret the callbacks are signed with. */
  callbackSecret: string;
  now?: () => Date;
  /** Seconds a token lives. */
  tokenLifetime?: number;
};

type Qr = {
  qrId: string;
  amount: number;
  reference: string | null;
  metadata: Record<string, unknown>;
  validity: number;
  createdAt: Date;
  successUrl: string | null;
};

export type Transaction = {
  amount: { value: number; unit: string };
  requestDate: string;
  reference: string | null;
  metadata: Record<string, unknown>;
  partner: { id: string; idType: "CODE" };
  customer: { id: string; idType: "MSISDN" };
  type: "MERCHANT_PAYMENT";
  transactionId: string;
  createdAt: string;
  updatedAt: string;
  channel: "MAXIT" | "OM";
  status: "SUCCESS" | "FAILED";
};

export type CallbackAuth = "signature" | "key" | "wrong-signature" | "none";

export async function startFakeOrangeMoney(options: FakeOrangeMoneyOptions) {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const qrs = new Map<string, Qr>();
  /** The transaction each QR code was answered with in the payer's app. */
  const answered = new Map<string, Transaction>();
  const state = {
    tokensIssued: 0,
    /** Every token handed out, so a test can look for it where it must not be. */
    issuedTokens: [] as string[],
    /** The callback's registration (`merchantcallback`). */
    callback: null as { callbackUrl: string; apiKey: string; code: string; name: string } | null,
    transactions: [] as Transaction[],
    deliveries: [] as { transactionId: string; status: number; auth: CallbackAuth }[],
    qrRequests: [] as Record<string, unknown>[],
    /** The references searched (`GET /transactions?reference=`) and the statuses asked. */
    searches: [] as string[],
    statusQueries: [] as string[],
    /** The search returns every transaction of the merchant code, whatever reference is asked. */
    searchIgnoresReference: false,
  };

  /** Who waits for our server to register its callback's address. */
  let onRegistered: (() => void)[] = [];

  const authorized = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && until > now().getTime();
  };

  function tokenReply(request: Request): Reply {
    const form = new URLSearchParams(request.body.toString("utf8"));
    const good =
      request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") &&
      form.get("grant_type") === "client_credentials" &&
      form.get("client_id") === options.clientId &&
      form.get("client_secret") === options.clientSecret;
    if (!good) return json(401, { error: "invalid_client", error_description: "Invalid client credentials" });
    const token = randomBytes(16).toString("hex");
    const lifetime = options.tokenLifetime ?? 300;
    tokens.set(token, now().getTime() + lifetime * 1000);
    state.tokensIssued++;
    state.issuedTokens.push(token);
    return json(200, { access_token: token, token_type: "Bearer", expires_in: lifetime, scope: "" });
  }

  async function qrReply(request: Request): Promise<Reply> {
    const body = JSON.parse(request.body.toString("utf8"));
    state.qrRequests.push(body);
    const valid =
      body.amount?.unit === "XOF" &&
      Number.isInteger(body.amount?.value) &&
      body.amount.value >= 1 &&
      String(body.code) === options.merchantCode &&
      typeof body.name === "string" &&
      Number.isInteger(body.validity);
    if (!valid)
      return json(400, { status: 400, code: "2", title: "Bad request", detail: "Invalid QR request" });
    const qrId = randomBytes(8).toString("hex");
    qrs.set(qrId, {
      qrId,
      amount: body.amount.value,
      reference: typeof body.reference === "string" ? body.reference : null,
      metadata: typeof body.metadata === "object" && body.metadata ? body.metadata : {},
      validity: body.validity,
      createdAt: now(),
      successUrl: typeof body.callbackSuccessUrl === "string" ? body.callbackSuccessUrl : null,
    });
    const link = `${fake.url}/om/pay/${qrId}`;
    return json(200, {
      deepLink: `${link}?app=maxit`,
      deepLinks: { MAXIT: `${link}?app=maxit`, OM: `${link}?app=om` },
      qrCode: (await QRCode.toBuffer(link, { type: "png", width: 240 })).toString("base64"),
      validity: body.validity,
      metadata: body.metadata ?? {},
      shortLink: link,
      qrId,
      validFor: {
        startDateTime: now().toISOString(),
        endDateTime: new Date(now().getTime() + body.validity * 1000).toISOString(),
      },
    });
  }

  function apiReply(request: Request): Promise<Reply> | Reply {
    const path = request.url.pathname;
    if (!authorized(request)) return json(401, { status: 401, code: "41", title: "Unauthorized" });
    if (request.method === "POST" && path === "/api/eWallet/v4/qrcode") return qrReply(request);
    if (request.method === "POST" && path === "/api/notification/v1/merchantcallback") {
      const body = JSON.parse(request.body.toString("utf8"));
      state.callback = {
        callbackUrl: body.callbackUrl,
        apiKey: body.apiKey,
        code: body.code,
        name: body.name,
      };
      for (const wake of onRegistered.splice(0)) wake();
      return { status: 200 };
    }
    if (request.method === "GET" && path === "/api/eWallet/v1/transactions") {
      const reference = request.url.searchParams.get("reference");
      state.searches.push(reference ?? "");
      return json(
        200,
        state.transactions.filter(
          (t) => reference === null || state.searchIgnoresReference || t.reference === reference,
        ),
      );
    }
    const status = /^\/api\/eWallet\/v1\/transactions\/([^/]+)\/status$/.exec(path);
    if (request.method === "GET" && status?.[1]) {
      state.statusQueries.push(decodeURIComponent(status[1]));
      const found = state.transactions.find((t) => t.transactionId === decodeURIComponent(status[1] ?? ""));
      return found
        ? json(200, { status: found.status })
        : json(404, { status: 404, code: "60", title: "Entity not found" });
    }
    return json(404, { status: 404, code: "60", title: "Entity not found" });
  }

  function signed(body: string, auth: CallbackAuth, at: Date): Record<string, string> {
    if (auth === "none") return {};
    const key = { Authorization: `Basic ${state.callback?.apiKey ?? ""}` };
    if (auth === "key") return key;
    const t = Math.floor(at.getTime() / 1000);
    const secret = auth === "wrong-signature" ? "not-the-secret" : options.callbackSecret;
    const v1 = createHmac("sha256", secret).update(`${t},${body}`).digest("hex");
    return { ...key, "X-Sonatel-Signature": `t=${t},v1=${v1}` };
  }

  /** Posts the callback of a transaction to the registered address, signed at `at` (now). */
  async function deliver(transaction: Transaction, auth: CallbackAuth = "signature", at = now()) {
    if (!state.callback) throw new Error("fake Orange Money: no callback registered");
    const body = JSON.stringify(transaction);
    const status = await post(state.callback.callbackUrl, body, signed(body, auth, at));
    state.deliveries.push({ transactionId: transaction.transactionId, status, auth });
    return status;
  }

  /** The payer confirms (or refuses) in the app: a transaction, then (unless lost) its callback. */
  async function pay(
    qrId: string,
    how: { status?: "SUCCESS" | "FAILED"; deliver?: boolean; auth?: CallbackAuth; amount?: number } = {},
  ) {
    const qr = qrs.get(qrId);
    if (!qr) throw new Error(`fake Orange Money: no QR ${qrId}`);
    const at = now().toISOString();
    const transaction: Transaction = {
      amount: { value: how.amount ?? qr.amount, unit: "XOF" },
      requestDate: at,
      reference: qr.reference,
      metadata: { ...qr.metadata, "notification.dispatched": "true" },
      partner: { id: options.merchantCode, idType: "CODE" },
      customer: { id: "771234567", idType: "MSISDN" },
      type: "MERCHANT_PAYMENT",
      transactionId: `MP${randomBytes(5).toString("hex").toUpperCase()}`,
      createdAt: at,
      updatedAt: at,
      channel: "MAXIT",
      status: how.status ?? "SUCCESS",
    };
    state.transactions.push(transaction);
    answered.set(qrId, transaction);
    if (how.deliver !== false) await deliver(transaction, how.auth);
    return transaction;
  }

  /** The page a deep link opens (the payer's app): confirm or refuse. */
  async function payerPage(request: Request): Promise<Reply> {
    const [, , , qrId = "", action] = request.url.pathname.split("/");
    const qr = qrs.get(qrId);
    if (!qr) return html("<p>QR code inconnu.</p>", 404);
    const done = answered.get(qrId);
    if (request.method === "POST") {
      if (!done) await pay(qrId, { status: action === "approve" ? "SUCCESS" : "FAILED" });
      return redirect(`/om/pay/${qrId}`);
    }
    const body = !done
      ? `<form method="post"><button formaction="/om/pay/${qrId}/refuse">Refuser</button><button formaction="/om/pay/${qrId}/approve">Confirmer le paiement</button></form>`
      : done.status === "SUCCESS"
        ? "<p>Paiement accepté. Vous pouvez retourner sur l'application du marchand.</p>"
        : "<p>Ce paiement a été refusé.</p>";
    return html(`<h1>Orange Money · paiement marchand</h1><p>${text(String(qr.amount))} F CFA</p>${body}`);
  }

  const fake = await startFake(async (request) => {
    const path = request.url.pathname;
    if (request.method === "POST" && path === "/oauth/v1/token") return tokenReply(request);
    if (path.startsWith("/api/")) return apiReply(request);
    if (path.startsWith("/om/pay/")) return payerPage(request);
    return json(404, { status: 404, code: "60", title: "Entity not found" });
  });

  return {
    url: fake.url,
    close: async () => {
      onRegistered = [];
      await fake.close();
    },
    stall: fake.stall,
    stalledCall: fake.stalledCall,
    answerLate: fake.answerLate,
    state,
    qrs,
    pay,
    deliver,
    /** A transaction's callback as Sonatel would sign it, not sent (for a test to send). */
    signedCallback: (transaction: Transaction) => ({
      headers: signed(JSON.stringify(transaction), "signature", now()),
    }),
    /** Resolves once our server has registered its callback's address (at once if it has). */
    callbackRegistered: () =>
      new Promise<void>((resolve) => {
        if (state.callback) resolve();
        else onRegistered.push(resolve);
      }),
    /** Every token issued so far stops working (revoked). */
    revokeTokens: () => tokens.clear(),
  };
}

export type FakeOrangeMoney = Awaited<ReturnType<typeof startFakeOrangeMoney>>;
