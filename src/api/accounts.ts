import {
  type LoginRequest,
  loginResponseSchema,
  messageEnvelopeSchema,
  type OtpPurpose,
  type ProfilePatch,
  type RegisterRequest,
} from "../contract/accounts";
import { profileResponseSchema } from "../contract/profile";
import { api } from "./instance";

export const login = (payload: LoginRequest) =>
  api.request(loginResponseSchema, "accounts/login/", { method: "post", json: payload, skipRefresh: true });

export const register = (payload: RegisterRequest) =>
  api.request(messageEnvelopeSchema, "accounts/register/", {
    method: "post",
    json: payload,
    skipRefresh: true,
  });

export const requestOtp = (email: string, purpose: OtpPurpose) =>
  api.request(messageEnvelopeSchema, "accounts/OTP-request/", {
    method: "post",
    json: { email, purpose },
    skipRefresh: true,
  });

export const checkOtp = (email: string, otp: string, purpose: OtpPurpose) =>
  api.request(messageEnvelopeSchema, "accounts/checkOTP/", {
    method: "post",
    json: { email, otp, purpose },
    skipRefresh: true,
  });

export const confirmPasswordReset = (email: string, newPassword: string, newPassword2: string) =>
  api.request(messageEnvelopeSchema, "accounts/password-reset/confirm/", {
    method: "post",
    json: { email, new_password: newPassword, new_password2: newPassword2 },
    skipRefresh: true,
  });

export function updateProfile(patch: ProfilePatch, picture?: File) {
  if (!picture)
    return api.request(profileResponseSchema, "accounts/profile/", { method: "patch", json: patch });
  const form = new FormData();
  for (const [key, value] of Object.entries(patch)) if (typeof value === "string") form.set(key, value);
  form.set("profile_picture", picture);
  return api.request(profileResponseSchema, "accounts/profile/", { method: "patch", body: form });
}
