import { packJourneys } from "./support/journeys/packs";
import { providerTest } from "./support/provider-stack";

// The same journeys with Orange Money and Wave configured as real providers (fakes on loopback).
packJourneys(providerTest, "through Orange Money and Wave (fake servers)");
