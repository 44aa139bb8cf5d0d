import { brand } from "../../brand";
import { LogoMark } from "../../ui/logo-mark";

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-9 shrink-0" />
      <span className="min-w-0 leading-tight">
        <span className="line-clamp-2 text-base font-bold break-words text-brand-dark">{brand.name}</span>
        <span className="hidden text-xs text-ink/70 sm:block">Bien-être · Massage · Sport</span>
      </span>
    </span>
  );
}
