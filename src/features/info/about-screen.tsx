import { Link } from "@tanstack/react-router";
import { frAbout } from "../../i18n/fr-about";
import { initials } from "../../lib/names";

export function AboutScreen() {
  const t = frAbout;
  return (
    <>
      <section className="bg-brand-dark text-white">
        <div className="container-page py-14">
          <h1 className="text-4xl font-bold">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t.story}</p>
        </div>
      </section>
      <section className="container-page grid gap-8 py-12 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-brand-dark">{t.missionTitle}</h2>
          <p className="mt-3 text-ink/80">{t.mission}</p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-brand-dark">{t.valuesTitle}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {t.values.map((value) => (
              <li key={value.name} className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
                <h3 className="font-semibold text-brand">{value.name}</h3>
                <p className="mt-1 text-sm text-ink/75">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-white py-12">
        <div className="container-page">
          <h2 className="text-2xl font-bold text-brand-dark">{t.teamTitle}</h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {t.team.map((member) => {
              const [first, last] = member.name.split(" ");
              return (
                <li key={member.name} className="rounded-2xl bg-sand p-5 text-center">
                  <span
                    className="mx-auto grid size-20 place-items-center rounded-full bg-brand text-2xl font-bold text-white"
                    aria-hidden="true"
                  >
                    {initials(first, last)}
                  </span>
                  <h3 className="mt-3 font-semibold">{member.name}</h3>
                  <p className="text-sm text-ink/70">{member.role}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="container-page py-12">
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
