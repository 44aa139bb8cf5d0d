import { setProviderFollowUps } from "../domain/provider-payments";
import { closeAtProviders } from "./closing";
import { sendDueRefunds } from "./refunds";

/**
 * How the providers hear of what a committed transaction did to their payments (see
 * `ProviderFollowUps`): the domain decides, this side calls them. Loaded, for this effect, by every
 * way in to payments (the payment routes, the webhooks, the upkeep).
 */
setProviderFollowUps({ closePayments: closeAtProviders, sendDueRefunds });
