import { Hono } from "hono";
import * as v from "valibot";
import { serviceListQuerySchema, serviceSearchFields } from "../../src/contract/services";
import type { AppDeps } from "../deps";
import {
  activeService,
  countServices,
  pageOfServices,
  type SearchField,
  type ServiceFilter,
  serviceJson,
} from "../domain/catalogue";
import { practitionersOfService } from "../domain/people/public-practitioners";
import { availabilityVersion, availabilityVersionReader } from "../domain/slot-search";
import { type CachedJson, cachedJson, sendCachedJson, versionedCache } from "../lib/answer-cache";
import { detail } from "../lib/http";
import { isRowId } from "../lib/ids";
import { paginate } from "../lib/pagination";

const messages = { notFound: "Service introuvable.", badPage: "Page non valide." } as const;

export function serviceRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;

  // Every visit lists the catalogue: its pages are kept, compressed and tagged once, until a service
  // changes. Services' triggers bump the availability version, which every instance reads on each
  // call (bookings bump it too: a page is then only read again).
  const pages = versionedCache<CachedJson>({
    readVersion: availabilityVersionReader(db),
    maxEntries: 200,
    maxAgeMs: 60_000,
  });

  app.get("/", async (c) => {
    // The answer depends on the query as written (its page links keep it): that is the key.
    const url = new URL(c.req.url);
    const answer = await pages.get(`${url.pathname}${url.search}`, deps.clock.now().getTime(), async () => {
      const version = await availabilityVersion(db);
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
      if (page.pastTheEnd) return null;
      return {
        value: cachedJson(page.body, { tagged: true }),
        version,
        validUntil: Number.POSITIVE_INFINITY,
      };
    });
    return answer ? sendCachedJson(c, answer) : detail(c, 404, messages.badPage);
  });

  app.get("/:id/", async (c) => {
    const id = Number(c.req.param("id"));
    if (!isRowId(id)) return detail(c, 404, messages.notFound);
    const row = await activeService(db, id);
    return row ? c.json(serviceJson(row)) : detail(c, 404, messages.notFound);
  });

  // Who delivers it (first name, photo, bio): the client's choice on the service page and in the wizard.
  app.get("/:id/practitioners/", async (c) => {
    const id = Number(c.req.param("id"));
    if (!isRowId(id)) return detail(c, 404, messages.notFound);
    const list = await practitionersOfService(db, id);
    return list ? c.json(list) : detail(c, 404, messages.notFound);
  });
  return app;
}
