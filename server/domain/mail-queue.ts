import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { mailQueue } from "../db/schema";
import { type AppDeps, afterCommit, type Mail } from "../deps";
import { inBackground } from "../payments/background";
import { logSafe } from "./mailers";

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "mailer" | "log">;

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
 * It leaves as soon as the transaction commits; a failed send is tried again later.
 */
export function queueMail(deps: Deps, mail: Mail, options: { onceKey?: string } = {}): boolean {
  const now = deps.clock.now();
  const attachment = mail.attachments?.[0];
  const kept = deps.db
    .insert(mailQueue)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachmentName: attachment?.filename ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentContent: attachment?.content ?? null,
      onceKey: options.onceKey ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: mailQueue.onceKey })
    .run();
  if (kept.changes === 0) return false;
  afterCommit(deps, () => inBackground(deps, () => deliverLogged(deps)));
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

type Row = typeof mailQueue.$inferSelect;

/**
 * Takes the oldest due mail for this process: one conditional UPDATE sets its lease, so two
 * processes never take the same mail; a lease left by a process that stopped mid-send runs out.
 */
function takeDueMail(deps: Deps, now: Date): Row | undefined {
  const free = or(isNull(mailQueue.leaseUntil), lte(mailQueue.leaseUntil, now));
  const due = and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now), free);
  const next = deps.db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(due)
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(1);
  return deps.db
    .update(mailQueue)
    .set({
      leaseUntil: new Date(now.getTime() + mailQueueRules.leaseMs),
      attempts: sql`${mailQueue.attempts} + 1`,
    })
    .where(and(eq(mailQueue.id, sql`(${next})`), due))
    .returning()
    .get();
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
    const row = takeDueMail(deps, deps.clock.now());
    if (!row) break;
    // Only the holder of this lease writes the outcome: a late answer after the lease ran out does not.
    const held = and(eq(mailQueue.id, row.id), eq(mailQueue.leaseUntil, row.leaseUntil ?? new Date(0)));
    try {
      await deps.mailer.send(asMail(row));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts));
      deps.db
        .update(mailQueue)
        .set({ leaseUntil: null, nextAttemptAt: retryAt, lastError: why.slice(0, 500) })
        .where(held)
        .run();
      deps.log(
        `Courriel non envoyé à ${logSafe(row.to)} (essai ${row.attempts}) : ${logSafe(why)} ; nouvel essai le ${retryAt.toISOString()}.`,
      );
      continue;
    }
    deps.db.update(mailQueue).set({ sentAt: deps.clock.now(), leaseUntil: null }).where(held).run();
    sent++;
  }
  return sent;
}
