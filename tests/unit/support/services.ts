import type { Service } from "../../../src/contract/services";

/** A plain service of the catalogue, as the API lists it. */
export const testService = (id: number): Service => ({
  id,
  name: `Service ${id}`,
  type: "basic",
  price: 20_000,
  credit_price: 20,
  description: "<p>Description</p>",
  short_description: "Courte",
  short_resume: "Résumé",
  duration: 60,
  nb_person_max_per_booking: 4,
  private_option_price: 5_000,
  private_option_credit_price: 5,
  can_have_private_option: true,
  imageUrl: "/media/art/1.svg",
});
