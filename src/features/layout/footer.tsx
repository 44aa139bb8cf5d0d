import { Link } from "@tanstack/react-router";
import { brand, phoneHref } from "../../brand";
import { fr } from "../../i18n/fr";
import { useDocuments } from "../../queries/site-config";
import { LogoMark } from "../../ui/logo-mark";

const linkClass = "text-sm text-white/80 hover:text-white hover:underline";

export function Footer() {
  const documents = useDocuments();
  const cgu = documents.find((d) => d.type === "CGU");
  const privacy = documents.find((d) => d.type === "PRIVACY");
  return (
    <footer className="mt-16 bg-brand-dark text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-bold">{brand.name}</span>
          </div>
          <p className="text-sm text-white/75">{brand.tagline}</p>
        </div>
        <nav aria-label={fr.footer.explore}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white/60 uppercase">
            {fr.footer.explore}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {fr.footer.home}
              </Link>
            </li>
            <li>
              <Link to="/reservation" className={linkClass}>
                {fr.footer.reservation}
              </Link>
            </li>
            <li>
              <Link to="/packs" className={linkClass}>
                {fr.footer.packs}
              </Link>
            </li>
            <li>
              <Link to="/profil" className={linkClass}>
                {fr.footer.account}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={fr.footer.help}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white/60 uppercase">
            {fr.footer.help}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/Qui-somme-nous" className={linkClass}>
                {fr.footer.about}
              </Link>
            </li>
            <li>
              <Link to="/Faq" className={linkClass}>
                {fr.footer.faq}
              </Link>
            </li>
            <li>
              <Link to="/contactez-nous" className={linkClass}>
                {fr.footer.contact}
              </Link>
            </li>
            {cgu && (
              <li>
                <a href={cgu.file_url} className={linkClass} target="_blank" rel="noopener">
                  {fr.footer.cgu}
                </a>
              </li>
            )}
            {privacy && (
              <li>
                <a href={privacy.file_url} className={linkClass} target="_blank" rel="noopener">
                  {fr.footer.privacy}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="space-y-2 text-sm text-white/80">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white/60 uppercase">
            {fr.footer.contact}
          </h2>
          {brand.phone && (
            <p>
              <a href={phoneHref(brand.phone)} className="hover:underline">
                {brand.phone}
              </a>
            </p>
          )}
          <p>
            <a href={`mailto:${brand.email}`} className="break-all hover:underline">
              {brand.email}
            </a>
          </p>
          <p>{brand.address}</p>
          <p>{fr.footer.hours}</p>
          {brand.social.url && (
            <p>
              <a
                href={brand.social.url}
                className="font-semibold text-white hover:underline"
                target="_blank"
                rel="noopener"
              >
                {fr.footer.followUs} · {brand.social.label}
              </a>
            </p>
          )}
        </div>
      </div>
      {/* On phones the messaging button sits at the page's end: room for it below. */}
      <p className="border-t border-white/10 pt-4 pb-22 text-center text-xs text-white/60 sm:pb-4">
        © {new Date().getFullYear()} {brand.name}. {fr.footer.rights}
      </p>
    </footer>
  );
}

/** The link to the messaging app, on every page: at the page's end on a phone, floating wider. */
export function MessagingLink() {
  if (!brand.messaging.url) return null;
  return (
    <a
      href={brand.messaging.url}
      target="_blank"
      rel="noopener"
      title={fr.footer.messaging}
      data-floating-messaging=""
      // A phone has no margin beside the page: the button waits at the page's end, in the room
      // the footer keeps for it, over no control and no amount. Wider, it floats in the margin.
      className="absolute right-4 bottom-4 z-20 grid size-14 place-items-center rounded-full bg-[#25a244] text-white shadow-lg hover:brightness-95 sm:fixed"
    >
      <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.5l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.2-.2-.2-.4-.3Z"
        />
      </svg>
      <span className="sr-only">{fr.footer.messaging}</span>
    </a>
  );
}
