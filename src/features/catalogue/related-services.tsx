import { fetchServices } from "../../api/services";
import { useApi } from "../../api/use-api";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { ServiceCard } from "./service-card";

/** Three other services of the same kind. */
export const RELATED_COUNT = 3;

export function RelatedServices({ service }: { service: Service }) {
  // One more than shown, in case the service itself is among them.
  const related = useApi(
    () => fetchServices({ page: 1, pageSize: RELATED_COUNT + 1, type: service.type }),
    [service.id, service.type],
  );
  const others = related.data?.results.filter((s) => s.id !== service.id).slice(0, RELATED_COUNT) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="container-page mt-12" aria-labelledby="related">
      <h2 id="related" className="text-2xl font-bold text-brand-dark">
        {fr.serviceDetail.related}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((s) => (
          <li key={s.id} className="flex">
            <ServiceCard service={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
