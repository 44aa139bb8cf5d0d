/**
 * A call to a provider that did not give what we asked: the member reads `message` (French, no
 * detail of ours); the log reads `logLine`, which never holds a secret, a token or a request body.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly logLine: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
