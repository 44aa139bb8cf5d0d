/** Placeholder until the payment modal lands: mounted by the routes that take payments. */
export function PaymentHost() {
  return null;
}
