import type { ExpressionBuilder } from "kysely";
import type { Row as TableRow, Tables } from "../db/tables";
import { type AppDeps, afterCommit, type Mail } from "../deps";
import { inBackground } from "../lib/background";
import type { MessageKind, PhoneChannel, SentMessage } from "../messaging/message";
import { gsmText, smsParts } from "../messaging/sms-parts";
import { logSafe } from "./mailers";
import { otpRules } from "./otp";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "messengers">;

/** A message to a phone instead of a mail: its channel, and what its WhatsApp template is filled with. */
export type PhoneDelivery = { channel: PhoneChannel; kind: MessageKind; params: string[] };

export const mailQueueRules = {
  /** A taken mail is another process's to send only once this has passed (a send is cut at 60 s). */
  leaseMs: 5 * 60_000,
  /** The first retry a minute after a failure, then twice as long each time, six hours at most. */
  firstRetryMs: 60_000,
  longestRetryMs: 6 * 3_600_000,
  /** Mails sent in one pass; the rest wait for the next (every minute). */
  perPass: 50,
} as const;

/** How long after its `attempts`-th failed send a mail is tried again. */
export const retryDelayMs = (attempts: number) =>
  Math.min(mailQueueRules.firstRetryMs * 2 ** Math.max(0, attempts - 1), mailQueueRules.longestRetryMs);

/**
 * Keeps `mail` to be sent: in the caller's transaction if there is one, so a mail exists exactly
 * when what it announces was kept. With `onceKey`, a mail already kept under that key is not kept
 * again (the database refuses it, whichever process asks): answers whether this one was kept.
 * It leaves as soon as the transaction commits; a failed send is tried again later. With `phone`,
 * it is an SMS or a WhatsApp message to the E.164 number in `to` (its `text` is the SMS's), kept
 * and sent the same way.
 */
export async function queueMail(
  deps: Deps,
  mail: Mail,
  options: { onceKey?: string; phone?: PhoneDelivery } = {},
): Promise<boolean> {
  const now = deps.clock.now();
  const attachment = mail.attachments?.[0];
  // An SMS in the GSM alphabet: 160 characters a part instead of 70.
  const smsText = options.phone?.channel === "sms" ? gsmText(mail.text) : mail.text;
  const kept = await deps.db
    .insertInto("mailQueue")
    .values({
      to: mail.to,
      subject: mail.subject,
      text: smsText,
      attachmentName: attachment?.filename ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentContent: attachment?.content ?? null,
      onceKey: options.onceKey ?? null,
      ...(options.phone && {
        channel: options.phone.channel,
        template: options.phone.kind,
        params: JSON.stringify(options.phone.params),
        // An SMS's parts, counted now: the day's budget counts them before the provider does.
        parts: options.phone.channel === "sms" ? smsParts(smsText) : null,
      }),
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflict((oc) => oc.column("onceKey").doNothing())
    .executeTakeFirst();
  if (Number(kept.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  // The sends run on the database itself, once the transaction (if any) is over.
  afterCommit(deps, () => inBackground(deps, () => deliverLogged({ ...deps, db: deps.database.db })));
  return true;
}

/** A pass of `deliverDueMail` whose failure (the database, not a mail server) is logged as the mail's. */
export async function deliverLogged(deps: Deps): Promise<void> {
  try {
    await deliverDueMail(deps);
  } catch (error) {
    deps.log(
      `Envoi des courriels en attente interrompu : ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

type Row = TableRow<"mailQueue">;

/** Not sent, due, and taken by no process (or by one whose lease ran out). */
const dueAt = (eb: ExpressionBuilder<Tables, "mailQueue">, now: Date) =>
  eb.and([
    eb("mailQueue.sentAt", "is", null),
    eb("mailQueue.nextAttemptAt", "<=", now),
    eb.or([eb("mailQueue.leaseUntil", "is", null), eb("mailQueue.leaseUntil", "<=", now)]),
  ]);

/**
 * Takes the oldest due mail for this process: one conditional UPDATE sets its lease, so two
 * processes never take the same mail (the one whose UPDATE changed no row looks for the next); a
 * lease left by a process that stopped mid-send runs out.
 */
async function takeDueMail(deps: Deps, now: Date): Promise<Row | undefined> {
  const leaseUntil = new Date(now.getTime() + mailQueueRules.leaseMs);
  for (;;) {
    const next = await deps.db
      .selectFrom("mailQueue")
      .select("id")
      .where((eb) => dueAt(eb, now))
      .orderBy("nextAttemptAt")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const taken = await deps.db
      .updateTable("mailQueue")
      .set((eb) => ({ leaseUntil, attempts: eb("attempts", "+", 1) }))
      .where("id", "=", next.id)
      .where((eb) => dueAt(eb, now))
      .executeTakeFirst();
    // Another process took it between the two statements: the next due one, if any.
    if (Number(taken.numUpdatedRows) !== 1) continue;
    // Ours until `leaseUntil`: read as this lease left it.
    return deps.db
      .selectFrom("mailQueue")
      .selectAll()
      .where("id", "=", next.id)
      .where("leaseUntil", "=", leaseUntil)
      .executeTakeFirst();
  }
}

const asMail = (row: Row): Mail => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  ...(row.attachmentName && row.attachmentContent
    ? {
        attachments: [
          {
            filename: row.attachmentName,
            contentType: row.attachmentType ?? "application/octet-stream",
            content: row.attachmentContent,
          },
        ],
      }
    : {}),
});

/**
 * Sends the mails that are due, one taken at a time: sent, it is marked so and never sent again;
 * failed, it waits `retryDelayMs` and is tried again, never dropped. Answers how many were sent.
 */
export async function deliverDueMail(deps: Deps): Promise<number> {
  let sent = 0;
  for (let i = 0; i < mailQueueRules.perPass; i++) {
    const row = await takeDueMail(deps, deps.clock.now());
    if (!row) break;
    // Only the holder of this lease writes the outcome: a late answer after the lease ran out does not.
    const held = (eb: ExpressionBuilder<Tables, "mailQueue">) =>
      eb.and([
        eb("mailQueue.id", "=", row.id),
        eb("mailQueue.leaseUntil", "=", row.leaseUntil ?? new Date(0)),
      ]);
    // A code that could not leave in its 10 minutes is worth nothing: it is not paid for now.
    if (
      row.template === "code" &&
      deps.clock.now().getTime() - row.createdAt.getTime() > otpRules.validityMs
    ) {
      await deps.db
        .updateTable("mailQueue")
        .set({ sentAt: deps.clock.now(), leaseUntil: null, deliveryStatus: "expired" })
        .where(held)
        .execute();
      continue;
    }
    let receipt: SentMessage = { providerMessageId: null };
    try {
      if (row.channel === "email") await deps.mailer.send(asMail(row));
      else receipt = await sendToPhone(deps, row);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts));
      await deps.db
        .updateTable("mailQueue")
        .set({ leaseUntil: null, nextAttemptAt: retryAt, lastError: why.slice(0, 500) })
        .where(held)
        .execute();
      deps.log(
        `${row.channel === "email" ? "Courriel" : `Message (${row.channel})`} non envoyé à ${logSafe(row.to)} (essai ${row.attempts}) : ${logSafe(why)} ; nouvel essai le ${retryAt.toISOString()}.`,
      );
      continue;
    }
    await deps.db
      .updateTable("mailQueue")
      .set({
        sentAt: deps.clock.now(),
        leaseUntil: null,
        providerMessageId: receipt.providerMessageId,
        ...(receipt.parts !== undefined && { parts: receipt.parts }),
      })
      .where(held)
      .execute();
    sent++;
  }
  return sent;
}

/** The row's SMS or WhatsApp message, through the channel's provider; none configured is a failure, retried. */
function sendToPhone(deps: Deps, row: Row): Promise<SentMessage> {
  const channel = row.channel === "whatsapp" ? "whatsapp" : "sms";
  const sender = deps.messengers?.[channel];
  if (!sender) throw new Error(`aucun prestataire ${channel === "sms" ? "SMS" : "WhatsApp"} n'est configuré`);
  const params: unknown = JSON.parse(row.params ?? "[]");
  return sender.send({
    channel,
    to: row.to,
    kind: (row.template ?? "notice") as MessageKind,
    text: row.text,
    params: Array.isArray(params) ? params.map(String) : [],
  });
}
