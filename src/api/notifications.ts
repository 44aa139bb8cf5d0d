import { type ContactRequest, contactResponseSchema } from "../contract/contact";
import { api } from "./instance";

export const sendContactMessage = (message: ContactRequest) =>
  api.request(contactResponseSchema, "notifications/contact-us", { method: "post", json: message });
