import * as v from "valibot";

/**
 * `GET booking/services/{id}/practitioners/`: who delivers a service, as a client may see them (first name,
 * photo, short bio; never the last name, account or hours). Active practitioners only.
 */
export const practitionersPath = (serviceId: number) => `booking/services/${serviceId}/practitioners/`;

export const publicPractitionerSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  photo: v.string(),
  bio: v.string(),
});
export type PublicPractitioner = v.InferOutput<typeof publicPractitionerSchema>;
export const publicPractitionerListSchema = v.array(publicPractitionerSchema);
