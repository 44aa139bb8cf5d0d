import type { Service } from "../contract/services";
import type { DraftPractitioner } from "../db/draft-schema";
import { onMemberForgotten } from "./member-forgotten";

/** `practitioner`: who the client chose on the service's page; null: « Sans préférence ». */
type Choice = { service: Service; privateOption: boolean; practitioner: DraftPractitioner | null };
let handed: Choice | null = null;

/**
 * A service chosen on a card, on its way to the booking wizard. The reservation draft is not on the
 * first screen: the card leaves the service's details here, and the wizard, once loaded, makes it
 * the draft's service before anything else (features/reservation/wizard-data). Without it the
 * wizard would fetch the details again, or, offline, fall back to step 1.
 */
export const serviceChoice = {
  hand(service: Service, privateOption: boolean, practitioner: DraftPractitioner | null = null) {
    handed = { service, privateOption, practitioner };
  },
  /** The service handed for this one, if any; another one's is dropped (a link opened since). */
  take(serviceId: number | undefined): Choice | null {
    const choice = handed;
    handed = null;
    return choice && choice.service.id === serviceId ? choice : null;
  },
};

// A choice never taken (the wizard's file did not come) is not the next member's.
onMemberForgotten(() => {
  handed = null;
});
