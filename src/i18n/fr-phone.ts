/**
 * The words of the phone's path (sign-in, sign-up and forgotten password by phone, the channels of
 * the codes), apart from the other account words: loaded only with the screens that offer it.
 */
export const frPhone = {
  withEmail: "E-mail",
  withPhone: "Téléphone",
  loginWith: "Se connecter avec",
  registerWith: "S'inscrire avec",
  forgotWith: "Recevoir le code par e-mail ou par téléphone",
  phone: "Numéro de téléphone",
  phonePlaceholder: "77 123 45 67",
  or: "ou",
  codeBy: { sms: "Recevoir un code par SMS", whatsapp: "Recevoir un code par WhatsApp" },
  codeSending: "Envoi du code…",
  channelLabel: "Recevoir le code par",
  channels: { sms: "SMS", whatsapp: "WhatsApp" },
  registeredPhone: "Inscription réussie ! Saisissez le code reçu sur votre téléphone.",
  otpPhoneTitle: "Vérifiez votre numéro de téléphone",
  otpPhoneIntro: (phone: string, channel: "sms" | "whatsapp") =>
    channel === "whatsapp"
      ? `Saisissez le code à 4 chiffres envoyé sur WhatsApp au ${phone}.`
      : `Saisissez le code à 4 chiffres envoyé par SMS au ${phone}.`,
  loginCodeTitle: "Connexion par code",
  forgotPhoneIntro:
    "Indiquez votre numéro de téléphone : nous vous enverrons un code pour choisir un nouveau mot de passe.",
} as const;
