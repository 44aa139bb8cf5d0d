import { use } from "react";
import type { Service } from "../../contract/services";
import { frServiceDetail } from "../../i18n/fr-service-detail";
import { ServiceCard } from "../../ui/service-card";

/** Three other services of the same kind, once they have arrived (the page does not wait for them). */
export function RelatedServices({ related }: { related: Promise<Service[]> }) {
  const others = use(related);
  if (others.length === 0) return null;
  return (
    <section className="container-page mt-12" aria-labelledby="related">
      <h2 id="related" className="text-2xl font-bold text-brand-dark">
        {frServiceDetail.related}
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
