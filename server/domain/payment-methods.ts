import type { Row } from "../db/tables";
import type { PaymentProvider } from "../db/tables/payments";
import type { AppConfig, AppDeps, MobileMoneyCode } from "../deps";

type MethodRow = Row<"bookingMethods">;

const isMobileMoney = (code: MethodRow["code"]): code is MobileMoneyCode =>
  code === "PAY03" || code === "PAY04";

/** Whether a method is offered: switched on for this use, and its provider configured if it has one. */
export function methodOffered(config: AppConfig, method: MethodRow, use: "booking" | "pack"): boolean {
  const shown = use === "booking" ? method.displayOnBooking : method.displayOnPack;
  return shown && (!isMobileMoney(method.code) || config.providers[method.code] !== undefined);
}

/** The provider a new payment of this method goes to; null when the method has none. */
export function providerNameFor(config: AppConfig, method: MobileMoneyCode): PaymentProvider | null {
  const choice = config.providers[method];
  if (!choice) return null;
  return choice === "sandbox" ? "sandbox" : choice.provider;
}

export async function findMethod(deps: Pick<AppDeps, "db">, methodId: number): Promise<MethodRow | null> {
  return (
    (await deps.db.selectFrom("bookingMethods").selectAll().where("id", "=", methodId).executeTakeFirst()) ??
    null
  );
}

export async function findMethodByCode(
  deps: Pick<AppDeps, "db">,
  code: MobileMoneyCode,
): Promise<MethodRow | null> {
  return (
    (await deps.db.selectFrom("bookingMethods").selectAll().where("code", "=", code).executeTakeFirst()) ??
    null
  );
}
