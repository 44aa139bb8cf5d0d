import * as v from "valibot";
import { profileResponseSchema } from "../contract/profile";
import { api } from "./instance";

/** The calls every member's screen may make (the account forms' calls travel with their screens). */

export const fetchProfile = (signal?: AbortSignal) =>
  api.request(profileResponseSchema, "accounts/profile/", { signal });

export const logout = (accessToken: string, refresh: string) =>
  api.request(v.unknown(), "accounts/logout/", {
    method: "post",
    json: { access_token: accessToken, refresh },
    skipRefresh: true,
  });
