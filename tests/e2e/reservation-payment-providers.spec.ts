import { reservationPaymentJourneys } from "./support/journeys/reservation-payment";
import { providerTest } from "./support/provider-stack";

// The same journeys with Orange Money and Wave configured as real providers (fakes on loopback).
reservationPaymentJourneys(providerTest, "through Orange Money and Wave (fake servers)");
