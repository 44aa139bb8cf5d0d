/**
 * Tells the page what an answer proves about the network (src/api/reachability.ts): "cache" when
 * it came from a cache without asking, "fallback" when it did because the network failed.
 */
export function servedFrom(response: Response, how: "cache" | "fallback"): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Served-From", how);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
