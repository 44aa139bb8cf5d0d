import { useState } from "react";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { frReservation } from "../../i18n/fr-reservation";
import { formatCredits, formatXof } from "../../lib/format";
import { pageCount } from "../../lib/pagination";
import { DecorativeImage } from "../../ui/decorative-image";
import { Pagination } from "../../ui/pagination";
import { EmptyPanel, ErrorPanel } from "../../ui/panels";
import { TypeBadge } from "../../ui/service-card";
import { useMediaQuery } from "../../ui/use-media-query";
import { StepActions } from "./step-actions";

/** 4 services a page, a plain list of up to 100 at 640 px or less. */
export const PICKER_PAGE_SIZE = 4;
const LIST_QUERY = "(max-width: 640px)";

type Props = {
  services: Service[] | null;
  onRetry: () => void;
  selectedId: number | null;
  onChoose: (service: Service) => void;
  onNext: () => void;
};

export function ServiceStep({ services, onRetry, selectedId, onChoose, onNext }: Props) {
  const list = useMediaQuery(LIST_QUERY);
  const selectedIndex = services?.findIndex((s) => s.id === selectedId) ?? -1;
  const [page, setPage] = useState(() =>
    selectedIndex > 0 ? Math.floor(selectedIndex / PICKER_PAGE_SIZE) + 1 : 1,
  );
  if (!services) return <ErrorPanel message={frReservation.servicesFailed} onRetry={onRetry} />;
  if (services.length === 0) return <EmptyPanel message={frReservation.noService} />;
  const shown = list
    ? services.slice(0, 100)
    : services.slice((page - 1) * PICKER_PAGE_SIZE, page * PICKER_PAGE_SIZE);
  return (
    <div>
      <h2 className="text-lg font-semibold text-brand-dark">{frReservation.chooseService}</h2>
      <ul className={`mt-4 grid gap-3 ${list ? "" : "grid-cols-2"}`}>
        {shown.map((service) => (
          <li key={service.id} className="min-w-0">
            <ServiceOption
              service={service}
              selected={service.id === selectedId}
              compact={list}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ul>
      {!list && (
        <Pagination
          page={page}
          pages={pageCount(services.length, PICKER_PAGE_SIZE)}
          onPage={setPage}
          label={frReservation.chooseService}
        />
      )}
      <StepActions onNext={onNext} nextBlocked={selectedId === null ? frReservation.needService : null} />
    </div>
  );
}

type OptionProps = { service: Service; selected: boolean; compact: boolean; onChoose: (s: Service) => void };

function ServiceOption({ service, selected, compact, onChoose }: OptionProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onChoose(service)}
      className={`flex w-full gap-3 overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 transition-shadow ${
        selected ? "ring-2 ring-brand" : "ring-black/5 hover:ring-brand/40"
      } ${compact ? "items-center p-2" : "flex-col"}`}
    >
      <DecorativeImage
        src={service.imageUrl}
        width={compact ? 72 : 400}
        height={compact ? 72 : 225}
        loading="lazy"
        decoding="async"
        className={compact ? "size-18 shrink-0 rounded-xl object-cover" : "aspect-video w-full object-cover"}
      />
      <span className={`flex min-w-0 flex-1 flex-col gap-1 ${compact ? "pr-2" : "px-4 pb-4"}`}>
        <span className="flex min-w-0 items-center justify-between gap-2">
          <span className="min-w-0 font-semibold break-words text-brand-dark">{service.name}</span>
          {selected ? (
            <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
              {frReservation.chosen}
            </span>
          ) : (
            !compact && <TypeBadge type={service.type} />
          )}
        </span>
        <span className="text-sm text-ink/70">
          {`${service.duration} ${fr.common.minutes} · `}
          <span className="font-semibold text-brand">{formatCredits(service.credit_price)}</span>
          {` · ${formatXof(service.price)}`}
        </span>
      </span>
    </button>
  );
}
