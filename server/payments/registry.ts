import type { AppDeps } from "../deps";
import type { OrangeMoneyAccount, ProviderName, WaveAccount } from "./accounts";
import { orangeMoneyProvider } from "./orange-money/provider";
import type { CheckoutProvider, QrProvider } from "./provider";
import { providerHttp } from "./provider-http";
import { sandboxProvider } from "./sandbox";
import { waveProvider } from "./wave/provider";

type Deps = Pick<AppDeps, "config" | "clock" | "providerTimeLimit">;

// One client per account for the server's life: Orange Money's token is kept there.
const orangeMoneyClients = new WeakMap<OrangeMoneyAccount, ReturnType<typeof orangeMoneyProvider>>();
const waveClients = new WeakMap<WaveAccount, CheckoutProvider>();

export function orangeMoneyClient(deps: Deps) {
  const account = deps.config.providers.PAY04;
  if (!account || account === "sandbox") return null;
  let client = orangeMoneyClients.get(account);
  if (!client) {
    client = orangeMoneyProvider(account, providerHttp(deps), () => deps.clock.now());
    orangeMoneyClients.set(account, client);
  }
  return client;
}

export function waveAccount(deps: Deps): WaveAccount | null {
  const account = deps.config.providers.PAY03;
  return account && account !== "sandbox" ? account : null;
}

function waveClient(deps: Deps) {
  const account = waveAccount(deps);
  if (!account) return null;
  let client = waveClients.get(account);
  if (!client) {
    client = waveProvider(account, providerHttp(deps));
    waveClients.set(account, client);
  }
  return client;
}

/**
 * The provider that holds a payment, by the name kept with it. Null when it is no longer configured
 * (its payments can then only wait for their validity to end).
 */
export function providerOf(deps: Deps, name: ProviderName): (QrProvider | CheckoutProvider) | null {
  if (name === "sandbox") return sandboxProvider;
  if (name === "wave") return waveClient(deps);
  return orangeMoneyClient(deps)?.provider ?? null;
}

export function qrProvider(deps: Deps, name: ProviderName): QrProvider | null {
  if (name === "sandbox") return sandboxProvider;
  return name === "orange-money" ? (orangeMoneyClient(deps)?.provider ?? null) : null;
}

export function checkoutProvider(deps: Deps, name: ProviderName): CheckoutProvider | null {
  if (name === "sandbox") return sandboxProvider;
  return name === "wave" ? waveClient(deps) : null;
}
