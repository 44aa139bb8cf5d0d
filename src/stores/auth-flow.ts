import type { OtpPurpose, PhoneChannel } from "../contract/accounts";
import { storageKeys } from "./storage-keys";

/**
 * What the code flows keep between their pages. The temporary password of the
 * auto-verification lives in sessionStorage only and is removed as soon as it is used.
 */
const keys = storageKeys.codeFlow;

export const authFlow = {
  /** `address`: the e-mail, or the phone in E.164, the code went to (by `channel` for a phone). */
  remember(address: string, purpose: OtpPurpose, channel?: PhoneChannel) {
    localStorage.setItem(keys.email, address);
    localStorage.setItem(keys.purpose, purpose);
    if (channel) localStorage.setItem(keys.channel, channel);
    else localStorage.removeItem(keys.channel);
  },
  email: () => localStorage.getItem(keys.email),
  purpose: (): OtpPurpose | null => {
    const value = localStorage.getItem(keys.purpose);
    return value === "register" || value === "reset_password" || value === "login" ? value : null;
  },
  channel: (): PhoneChannel | null => {
    const value = localStorage.getItem(keys.channel);
    return value === "sms" || value === "whatsapp" ? value : null;
  },
  keepPassword: (password: string) => sessionStorage.setItem(keys.tempPassword, password),
  /** Reads the temporary password once: it is gone afterwards. */
  takePassword(): string | null {
    const value = sessionStorage.getItem(keys.tempPassword);
    sessionStorage.removeItem(keys.tempPassword);
    return value;
  },
  markVerified(email: string) {
    localStorage.setItem(keys.verificationStatus, "verified");
    localStorage.setItem(keys.verifiedEmail, email);
  },
  verifiedEmail: () => localStorage.getItem(keys.verifiedEmail),
  clear() {
    for (const key of Object.values(keys)) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  },
};
