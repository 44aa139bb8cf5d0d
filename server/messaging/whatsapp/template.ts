import type { WhatsAppAccount } from "../accounts";
import type { TextMessage } from "../message";
import { MessageNotSent } from "../send-error";

/**
 * A template parameter as Meta takes it: no line break nor tab, no more than four spaces in a row
 * (else the send is refused, error 132018).
 */
const parameter = (text: string) => ({
  type: "text",
  text: text.replace(/[\r\n\t]+/g, " ").replace(/ {4,}/g, "   "),
});

/** The template's components: what fills it. */
function components(message: TextMessage) {
  if (message.kind === "code") {
    const code = message.params[0];
    if (!code) throw new MessageNotSent("WhatsApp : message de code sans code, non envoyé.");
    // An authentication template: the code in its body, and again in its copy-code button (a URL
    // button for the API, whose parameter is what the member copies).
    return [
      { type: "body", parameters: [parameter(code)] },
      { type: "button", sub_type: "url", index: "0", parameters: [parameter(code)] },
    ];
  }
  return message.params.length ? [{ type: "body", parameters: message.params.map(parameter) }] : [];
}

/** The body of `POST /{phone-number-id}/messages` for `message`: its kind's approved template. */
export function templateRequest(account: WhatsAppAccount, message: TextMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    // WhatsApp numbers are written without the `+`.
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: account.templates[message.kind],
      language: { code: account.language },
      components: components(message),
    },
  };
}
