/** XOF amounts in server messages: a space between thousands, as on the app. */
export function formatXofPlain(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} XOF`;
}
