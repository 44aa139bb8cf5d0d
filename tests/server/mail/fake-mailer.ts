import type { Mail, Mailer } from "../../../server/deps";

/** A mail server that refuses while `down` is set, then takes mail again; counts every try. */
export function flakyMailer() {
  const sent: Mail[] = [];
  const state = { down: true, tries: 0 };
  const mailer: Mailer = {
    async send(mail) {
      state.tries++;
      if (state.down) throw new Error("SMTP indisponible");
      sent.push(mail);
    },
  };
  return { mailer, sent, state };
}
