import { Link } from "@tanstack/react-router";
import { frAbout } from "../../i18n/fr-about";

/** Title and call to action are the app's; the text between them is the centre's, already cleaned. */
export function AboutScreen({ html }: { html: string }) {
  const t = frAbout;
  return (
    <>
      <section className="bg-brand-dark text-white">
        <div className="container-page py-14">
          <h1 className="text-4xl font-bold">{t.title}</h1>
        </div>
      </section>
      <section className="container-page max-w-3xl py-10">
        <div
          className="space-y-4 text-lg leading-relaxed text-ink/85 [&_a]:text-brand [&_a]:underline [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-dark [&_h3]:font-semibold [&_h3]:text-brand-dark [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-brand-dark [&_ul]:space-y-2"
          data-testid="about-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, then by DOMPurify.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
      <section className="container-page pb-12">
        <div className="rounded-3xl bg-accent-dark p-8 text-white sm:p-12">
          <h2 className="text-2xl font-bold">{t.ctaTitle}</h2>
          <p className="mt-2">{t.ctaText}</p>
          <Link to="/reservation" className="btn mt-5 bg-white text-brand-dark hover:bg-sand">
            {t.cta}
          </Link>
        </div>
      </section>
    </>
  );
}
