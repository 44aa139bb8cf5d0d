import { afterEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "../../../src/api/errors";
import { sendContactMessage } from "../../../src/api/notifications";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the contact message's request", () => {
  it("carries its Idempotency-Key, and is cancelled by the outbox's signal", async () => {
    const seen: Request[] = [];
    // A server that never answers: only the signal ends the request.
    vi.stubGlobal(
      "fetch",
      vi.fn((input: Request) => {
        seen.push(input);
        return new Promise((_, reject) =>
          input.signal.addEventListener("abort", () => reject(input.signal.reason)),
        );
      }),
    );
    const controller = new AbortController();
    const message = {
      name: "Awa Diop",
      email: "awa@example.com",
      telephone: "",
      subject: "autre",
      message: "Bonjour à vous tous.",
    };
    const sent = sendContactMessage(message, "cle-1", controller.signal);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.headers.get("Idempotency-Key")).toBe("cle-1");
    controller.abort();
    const error = await sent.catch((e: unknown) => e);
    // The raw abort, not a network failure: the outbox maps its own timeout to "unreached".
    expect(isApiError(error)).toBe(false);
    expect(seen[0]?.signal.aborted).toBe(true);
  });
});
