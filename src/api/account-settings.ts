import {
  type DataExport,
  dataExportSchema,
  type EmailChangeRequest,
  type PasswordChangeRequest,
  type PhoneChangeRequest,
} from "../contract/account-settings";
import { messageEnvelopeSchema } from "../contract/accounts";
import { profileResponseSchema } from "../contract/profile";
import { api } from "./instance";

/** The member's own account, from Mon Profil (see `contract/account-settings.ts`). */

export const changePassword = (payload: PasswordChangeRequest) =>
  api.request(messageEnvelopeSchema, "accounts/password/change/", { method: "post", json: payload });

export const requestEmailChange = (payload: EmailChangeRequest) =>
  api.request(messageEnvelopeSchema, "accounts/email/change/", { method: "post", json: payload });

export const confirmEmailChange = (newEmail: string, otp: string) =>
  api.request(profileResponseSchema, "accounts/email/confirm/", {
    method: "post",
    json: { new_email: newEmail, otp },
  });

/** A code to `new_phone` (the member's own unproven number too); nothing changes yet. */
export const requestPhoneChange = (payload: PhoneChangeRequest) =>
  api.request(messageEnvelopeSchema, "accounts/phone/change/", { method: "post", json: payload });

export const confirmPhoneChange = (newPhone: string, otp: string) =>
  api.request(profileResponseSchema, "accounts/phone/confirm/", {
    method: "post",
    json: { new_phone: newPhone, otp },
  });

export const deleteAccount = (password: string) =>
  api.request(messageEnvelopeSchema, "accounts/delete/", { method: "post", json: { password } });

export const fetchMyData = (): Promise<DataExport> => api.request(dataExportSchema, "accounts/export/");
