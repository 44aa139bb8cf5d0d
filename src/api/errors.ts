export type ApiErrorKind = "network" | "http" | "invalid";

/** Every failure of an API call: no connection, a refusal of the server, or an answer that does not parse. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    /** The parsed body of a refusal, for the feature to read its own messages from. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
