import { brand } from "../../src/brand";
import { counted, plural } from "../../src/lib/plural";
import type { PhoneText } from "./member-messages";

/**
 * The SMS and WhatsApp versions of the members' news: short, in French, with only characters of
 * the GSM alphabet where we choose them (no « », ê, ç, °: one would make the SMS hold 70 characters
 * instead of 160; the queue also turns a service's ê into e, `gsmText`), so each fits one SMS
 * without the calendar link and two with it (the queue records how many). No link shortener: the
 * link is the centre's own.
 * `params` fill the WhatsApp template of the same kind, in its order.
 */

// The centre is in Dakar: its clock, short and in digits ("mar. 03/03", "10h00"), which no month's
// name (« août ») can push out of the GSM alphabet.
const shortDay = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Dakar",
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
});
const clock = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Dakar",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "mar. 03/03" and "10h00", on the centre's clock. */
export function sessionWhen(at: Date): { day: string; time: string } {
  const parts = clock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { day: shortDay.format(at), time: `${part("hour")}h${part("minute")}` };
}

type Session = { firstName: string; serviceName: string; startsAt: Date; persons: number };

const agenda = (link: string | null) => (link ? ` Agenda : ${link}` : "");

export function confirmationText(
  input: Session & { calendarLink: string | null; movedFrom?: Date },
): PhoneText {
  const { day, time } = sessionWhen(input.startsAt);
  const persons = counted(input.persons, "personne");
  const what = `${input.serviceName} le ${day} à ${time}, ${persons}`;
  return input.movedFrom
    ? {
        kind: "booking_moved",
        text: `${brand.name} : réservation déplacée. ${what}.${agenda(input.calendarLink)}`,
        params: [input.firstName, input.serviceName, day, time],
      }
    : {
        kind: "booking_confirmed",
        text: `${brand.name} : réservation confirmée. ${what}.${agenda(input.calendarLink)}`,
        params: [input.firstName, input.serviceName, day, time, String(input.persons)],
      };
}

export function cancellationText(input: Omit<Session, "persons"> & { creditsBack: number }): PhoneText {
  const { day, time } = sessionWhen(input.startsAt);
  const back =
    input.creditsBack > 0
      ? ` ${counted(input.creditsBack, "crédit")} ${plural(input.creditsBack, "rendu")}.`
      : "";
  return {
    kind: "booking_cancelled",
    text: `${brand.name} : votre réservation ${input.serviceName} du ${day} à ${time} est annulée.${back}`,
    params: [input.firstName, input.serviceName, day, time],
  };
}

export function reminderText(input: Session & { calendarLink: string | null }): PhoneText {
  const { day, time } = sessionWhen(input.startsAt);
  return {
    kind: "reminder",
    text: `${brand.name} : rappel, ${input.serviceName} le ${day} à ${time}. Arrivez 15 min avant.${agenda(input.calendarLink)}`,
    params: [input.firstName, input.serviceName, day, time],
  };
}

export function packReceiptText(input: {
  firstName: string;
  packName: string;
  credits: number;
  balance: number;
}): PhoneText {
  return {
    kind: "pack_receipt",
    text: `${brand.name} : achat du pack ${input.packName} confirmé, ${counted(input.credits, "crédit")} ${plural(input.credits, "ajouté")}. Solde : ${counted(input.balance, "crédit")}.`,
    params: [input.firstName, input.packName, String(input.credits), String(input.balance)],
  };
}
