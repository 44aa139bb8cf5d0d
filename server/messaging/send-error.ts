import type * as v from "valibot";
import { ProviderError } from "../payments/provider-error";
import { callProvider, type ProviderHttp, type ProviderRequest } from "../payments/provider-http";

/**
 * A message the provider did not take. Its message is for the operator (the queue keeps it as the
 * row's last error and logs it): French, the call and the provider's status or code, never a
 * secret, a token or the text sent.
 */
export class MessageNotSent extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A call to a messaging provider, through the payments' one (time limit, answer parsed). */
export async function callMessaging<S extends v.GenericSchema>(
  http: ProviderHttp,
  request: ProviderRequest,
  schema: S,
): Promise<v.InferOutput<S>> {
  try {
    return await callProvider(http, request, schema);
  } catch (error) {
    if (error instanceof ProviderError) throw new MessageNotSent(error.logLine, error.status);
    throw error;
  }
}
