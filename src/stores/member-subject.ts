/** The member a token belongs to (its unverified `sub`): enough to tell two accounts apart on one phone. */
export function subjectOf(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" || typeof sub === "number" ? String(sub) : null;
  } catch {
    return null;
  }
}
