import {
  reservationPaymentJourneys,
  reservationWebhookJourney,
} from "./support/journeys/reservation-payment";
import { providerTest } from "./support/provider-stack";

// The same journeys with Orange Money and Wave configured as real providers (fakes on loopback).
reservationPaymentJourneys(providerTest, "through Orange Money and Wave (fake servers)");
// Wave's webhook alone settling the payment, which the sandbox has no way to send.
reservationWebhookJourney(providerTest, "through Wave's webhook (fake server)");
