import { Hono } from "hono";
import * as v from "valibot";
import { type Service, serviceListQuerySchema, serviceSearchFields } from "../../src/contract/services";
import type { AppDeps } from "../deps";
import {
  activeService,
  countServices,
  pageOfServices,
  type SearchField,
  type ServiceFilter,
  type ServiceRow,
} from "../domain/catalogue";
import { detail } from "../lib/http";
import { isRowId } from "../lib/ids";
import { paginate } from "../lib/pagination";

const messages = { notFound: "Service introuvable.", badPage: "Page non valide." } as const;

export const serviceJson = (s: ServiceRow): Service => ({
  id: s.id,
  name: s.name,
  type: s.type,
  price: s.price,
  credit_price: s.creditPrice,
  description: s.description,
  short_description: s.shortDescription,
  short_resume: s.shortResume,
  duration: s.duration,
  nb_person_max_per_booking: s.nbPersonMaxPerBooking,
  private_option_price: s.privateOptionPrice,
  private_option_credit_price: s.privateOptionCreditPrice,
  can_have_private_option: s.canHavePrivateOption,
  imageUrl: s.image,
});

export function serviceRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;

  app.get("/", async (c) => {
    const query = v.parse(serviceListQuerySchema, c.req.query());
    const filter: ServiceFilter = {
      type: query.type || undefined,
      search: query.search,
      fields: query.search_fields
        .split(",")
        .map((f) => f.trim())
        .filter((f): f is SearchField => (serviceSearchFields as readonly string[]).includes(f)),
    };
    const page = await paginate(
      c,
      query,
      () => countServices(db, filter),
      (limit, offset) => pageOfServices(db, filter, limit, offset),
      serviceJson,
    );
    return page.pastTheEnd ? detail(c, 404, messages.badPage) : c.json(page.body);
  });

  app.get("/:id/", async (c) => {
    const id = Number(c.req.param("id"));
    if (!isRowId(id)) return detail(c, 404, messages.notFound);
    const row = await activeService(db, id);
    return row ? c.json(serviceJson(row)) : detail(c, 404, messages.notFound);
  });
  return app;
}
