import type { useNavigate } from "@tanstack/react-router";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { TokenPair } from "../../contract/accounts";
import { frAuth } from "../../i18n/fr-auth";
import { isBackOffice } from "../../lib/back-office";
import { reloadProfile } from "../../queries/changes";
import { sessionStore } from "../../stores/session";

type Navigate = ReturnType<typeof useNavigate>;

/**
 * Signed in, by password or by a code: the session kept, the profile read, then the page the
 * member came for, or for staff without one the back-office's day.
 */
export async function enterApp(tokens: TokenPair, redirect: string | undefined, navigate: Navigate) {
  sessionStore.getState().setTokens(tokens);
  reloadProfile().catch(() => undefined);
  const next = redirect ?? (tokens.role ? "/admin/dashboard" : "/");
  if (isBackOffice(next)) window.location.assign(next);
  else await navigate({ to: next });
}

/** What a refused sign-in says: no answer, the server's reason, or the spec's fallback. */
export function loginFailure(error: unknown): string {
  if (isApiError(error) && error.kind === "network") return frAuth.serverUnreachable;
  if (isApiError(error) && error.kind === "http")
    return refusalText(readRefusal(error.data)) ?? frAuth.badCredentials;
  return frAuth.loginFailed;
}

/** An account whose e-mail or phone was never proven: the server refuses it with 403. */
export const unverified = (error: unknown) => isApiError(error) && error.status === 403;
