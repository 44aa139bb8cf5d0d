import { brand } from "../brand";
import { frStaff } from "../i18n/fr-staff";
import { whatsappLink } from "../lib/whatsapp";

/**
 * « Écrire sur WhatsApp »: a chat with the client opened in WhatsApp (the app, or its web page),
 * greeted by their first name and the centre's. Nothing when the phone cannot be reached there.
 */
export function WhatsappLink({
  phone,
  firstName,
  name,
  className = "",
}: {
  phone: string;
  firstName: string;
  /** Who the chat is with, for the link's accessible name. */
  name: string;
  className?: string;
}) {
  const href = whatsappLink(phone, frStaff.whatsappGreeting(firstName.trim(), brand.name));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={name ? frStaff.whatsappTo(name) : undefined}
      className={`inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-emerald-800 hover:underline ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true">
        <path
          d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1Z M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2L9 8.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {frStaff.whatsapp}
    </a>
  );
}
