import { packJourneys, packWebhookJourney } from "./support/journeys/packs";
import { providerTest } from "./support/provider-stack";

// The same journeys with Orange Money and Wave configured as real providers (fakes on loopback).
packJourneys(providerTest, "through Orange Money and Wave (fake servers)");
// Wave's webhook alone settling the payment, which the sandbox has no way to send.
packWebhookJourney(providerTest, "through Wave's webhook (fake server)");
