import type { AppDeps, Clock } from "../deps";
import { inBackground } from "../lib/background";
import { providerHttp } from "../payments/provider-http";
import type { OrangeSmsAccount, WhatsAppAccount } from "./accounts";
import { whatsappTemplates } from "./config";
import type { MessageKind, Messengers } from "./message";
import { type OrangeSmsClient, orangeSmsClient } from "./orange-sms/sender";
import { outboxSender } from "./outbox";
import { MessageNotSent } from "./send-error";
import { whatsappSender } from "./whatsapp/sender";

type Deps = Pick<AppDeps, "config" | "clock" | "providerTimeLimit" | "db" | "log" | "database">;

// One client per account for the process's life: Orange's token is kept there.
const smsClients = new WeakMap<OrangeSmsAccount, OrangeSmsClient>();

/** The Orange SMS client of the configured account, if there is one. */
export function orangeSmsClientOf(deps: Pick<Deps, "config" | "clock" | "providerTimeLimit">) {
  const account = deps.config.messaging?.sms;
  if (!account) return null;
  let client = smsClients.get(account);
  if (!client) {
    client = orangeSmsClient(account, providerHttp(deps), () => deps.clock.now());
    smsClients.set(account, client);
  }
  return client;
}

const defaultTemplates = Object.fromEntries(
  Object.entries(whatsappTemplates).map(([kind, { name }]) => [kind, name]),
) as Record<MessageKind, string>;

/**
 * A sender per channel the centre offers (`AppDeps.messengers`): the configured provider's; in demo
 * mode the outbox for a channel without one, so that the demo offers both. `outboxClock` is the
 * clock the demo's mailbox keeps time by (the mailer's). Production leaves an unconfigured channel out.
 */
export function messengersFor(deps: Deps, outboxClock: Clock = deps.clock): Messengers {
  const accounts = deps.config.messaging ?? {};
  const demo = deps.config.demoMode;
  const messengers: Messengers = {};
  const sms = orangeSmsClientOf(deps);
  if (sms) messengers.sms = sms.sender;
  else if (demo) messengers.sms = outboxSender(deps.db, outboxClock, deps.log, "sms", defaultTemplates);
  const whatsapp: WhatsAppAccount | undefined = accounts.whatsapp;
  if (whatsapp) messengers.whatsapp = whatsappSender(whatsapp, providerHttp(deps));
  else if (demo)
    messengers.whatsapp = outboxSender(deps.db, outboxClock, deps.log, "whatsapp", defaultTemplates);
  return messengers;
}

/**
 * Tells Orange, once at start, where the delivery receipts of our SMS go. Without PUBLIC_URL there
 * is no address to give; a refusal is logged and the server serves all the same (the SMS leave,
 * only their receipts are missing).
 */
export function subscribeSmsReceipts(deps: Deps): void {
  const client = orangeSmsClientOf(deps);
  if (!client) return;
  const publicUrl = deps.config.publicUrl;
  if (!publicUrl) {
    deps.log("Orange SMS : PUBLIC_URL absente, les accusés de réception des SMS ne sont pas demandés.");
    return;
  }
  inBackground(deps, async () => {
    try {
      await client.subscribe(publicUrl);
      deps.log("Orange SMS : adresse des accusés de réception enregistrée.");
    } catch (error) {
      const why = error instanceof MessageNotSent ? error.message : "erreur inconnue";
      deps.log(`Orange SMS : adresse des accusés de réception non enregistrée (${why}).`, { level: "warn" });
    }
  });
}
