import type { Service } from "../contract/services";

type Choice = { service: Service; privateOption: boolean };
let handed: Choice | null = null;

/**
 * A service chosen on a card, on its way to the booking wizard. The reservation draft is not on the
 * first screen: the card leaves the service's details here, and the wizard, once loaded, makes it
 * the draft's service before anything else (features/reservation/wizard-data). Without it the
 * wizard would fetch the details again, or, offline, fall back to step 1.
 */
export const serviceChoice = {
  hand(service: Service, privateOption: boolean) {
    handed = { service, privateOption };
  },
  take(): Choice | null {
    const choice = handed;
    handed = null;
    return choice;
  },
};
