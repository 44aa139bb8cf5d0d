import { payFromHistoryJourneys } from "./support/journeys/pay-from-history";
import {
  reservationPaymentJourneys,
  reservationWebhookJourney,
} from "./support/journeys/reservation-payment";
import { providerTest } from "./support/provider-stack";

// The same journeys with Orange Money and Wave configured as real providers (fakes on loopback).
reservationPaymentJourneys(providerTest, "through Orange Money and Wave (fake servers)");
// Wave's webhook alone settling the payment, which the sandbox has no way to send.
reservationWebhookJourney(providerTest, "through Wave's webhook (fake server)");
// A booking whose payment failed, or to pay at the venue, paid from Mes réservations.
payFromHistoryJourneys(providerTest, "through Orange Money (fake server)");
