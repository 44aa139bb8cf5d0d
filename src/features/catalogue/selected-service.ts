import type { Service } from "../../contract/services";

/** The spec's local-storage items for the service chosen before entering the booking wizard. */
export function rememberSelectedService(service: Service) {
  const details = {
    name: service.name,
    price: service.price,
    credit_price: service.credit_price,
    description: service.description,
    short_description: service.short_description,
    nb_person_max_per_booking: service.nb_person_max_per_booking,
    private_option_price: service.private_option_price,
    private_option_credit_price: service.private_option_credit_price,
    imageUrl: service.imageUrl,
  };
  try {
    localStorage.setItem("selectedServiceId", String(service.id));
    localStorage.setItem("selectedServiceDetails", JSON.stringify(details));
  } catch {
    // Storage full or blocked: the wizard reads the service from the URL anyway.
  }
}
