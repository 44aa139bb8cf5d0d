import { Link } from "@tanstack/react-router";
import type { Service } from "../contract/services";
import { fr } from "../i18n/fr";
import { formatCredits, formatXof } from "../lib/format";
import { DecorativeImage } from "./decorative-image";
import { ReserveLink } from "./reserve-link";

export function TypeBadge({ type }: { type: Service["type"] }) {
  const custom = type === "custom";
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${custom ? "bg-accent-dark text-white" : "bg-white/90 text-brand-dark"}`}
    >
      {custom ? fr.catalogue.custom : fr.catalogue.basic}
    </span>
  );
}

/** A service in a grid: the card opens the detail, the button goes straight to the booking step 2. */
export function ServiceCard({ service, eager = false }: { service: Service; eager?: boolean }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand/10">
        <DecorativeImage
          src={service.imageUrl}
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3">
          <TypeBadge type={service.type} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold text-brand-dark">
          <Link
            to="/services/$id"
            params={{ id: service.id }}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {service.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-ink/70">{service.short_description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <p className="text-sm">
            <span className="block font-bold text-brand">{formatCredits(service.credit_price)}</span>
            <span className="text-xs text-ink/70">{formatXof(service.price)}</span>
          </p>
          <ReserveLink service={service} className="btn-primary relative z-10 !min-h-10 !px-4">
            {fr.catalogue.reserve}
          </ReserveLink>
        </div>
      </div>
    </article>
  );
}
