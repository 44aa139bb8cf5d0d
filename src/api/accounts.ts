import {
  type LoginRequest,
  loginResponseSchema,
  messageEnvelopeSchema,
  type OtpPurpose,
  type PhoneChannel,
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

/** Whose code it is: an account's e-mail, or its phone number (E.164, or as typed). */
export type CodeAddress = { email: string } | { phone: string };

export const requestOtp = (to: CodeAddress, purpose: OtpPurpose, channel?: PhoneChannel) =>
  api.request(messageEnvelopeSchema, "accounts/OTP-request/", {
    method: "post",
    json: { ...to, purpose, ...("phone" in to && channel ? { channel } : {}) },
    skipRefresh: true,
  });

export const checkOtp = (to: CodeAddress, otp: string, purpose: OtpPurpose) =>
  api.request(messageEnvelopeSchema, "accounts/checkOTP/", {
    method: "post",
    json: { ...to, otp, purpose },
    skipRefresh: true,
  });

/** Signs in with a `login` code sent to the phone instead of the password: login's answer. */
export const loginWithCode = (phone: string, otp: string) =>
  api.request(loginResponseSchema, "accounts/login/code/", {
    method: "post",
    json: { phone, otp },
    skipRefresh: true,
  });

export const confirmPasswordReset = (to: CodeAddress, newPassword: string, newPassword2: string) =>
  api.request(messageEnvelopeSchema, "accounts/password-reset/confirm/", {
    method: "post",
    json: { ...to, new_password: newPassword, new_password2: newPassword2 },
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
