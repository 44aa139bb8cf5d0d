import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { frAuth } from "../../i18n/fr-auth";
import { AuthSlider } from "./auth-slider";

/** Account pages: the slider on the left on wide screens, the form card on the right. */
export function AuthLayout({
  title,
  intro,
  children,
  slider,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Login and register show the slider beside the form (null: its configuration failed). */
  slider?: AuthSliderConfig | null;
}) {
  const withSlider = slider !== undefined;
  return (
    <div className={`grid min-h-[calc(100dvh-4rem)] ${withSlider ? "lg:grid-cols-2" : ""}`}>
      {withSlider && <AuthSlider slider={slider} />}
      <div className="flex items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md">
          <Link to="/" className="text-sm font-medium text-brand hover:underline">
            ← {frAuth.backToSite}
          </Link>
          <h1 className="mt-4 text-3xl font-bold text-brand-dark">{title}</h1>
          {intro && <p className="mt-2 text-ink/70">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

export function FormAlert({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-2xl p-4 text-sm ${kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-900"}`}
    >
      {children}
    </p>
  );
}
