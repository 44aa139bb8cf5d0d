import type { Plugin } from "vite";
import { brand } from "../src/brand";

/** The brand module also feeds the page: title, description and colour variables. */
export function brandPage(): Plugin {
  const vars = Object.entries(brand.colors)
    .map(([name, value]) => `--brand-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(";");
  return {
    name: "brand-page",
    transformIndexHtml(html) {
      return html
        .replaceAll("%BRAND_NAME%", brand.name)
        .replaceAll("%BRAND_DESCRIPTION%", brand.description)
        .replaceAll("%BRAND_THEME%", brand.colors.primary)
        .replace("</head>", `<style>:root{${vars}}</style></head>`);
    },
  };
}

/** A route's loader travels with its screen: the file that declares the routes carries neither. */
export const codeSplittingOptions = {
  defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
} satisfies { defaultBehavior: string[][] };

/** The back-office's route tree (its own app, `admin.html`: see vite.admin.config.ts). */
export const backOfficeRoutes = {
  routesDirectory: "./src/admin/routes",
  generatedRouteTree: "./src/admin/routeTree.gen.ts",
};

/** What only the back-office's own build may hold: the clients' build failing on it keeps them apart. */
export const backOfficeOnly =
  /[\\/]src[\\/](admin[\\/]|features[\\/]staff[\\/]|api[\\/]staff[-.]|contract[\\/]staff[\\/]|i18n[\\/]fr-staff|ui[\\/](staff-|desk-)|stores[\\/]staff-|lib[\\/]staff-|queries[\\/]staff-)/;

/**
 * Fails the clients' build when a module of the back-office gets into it: the service worker
 * precaches every file of that build, so each phone would download it at its first visit.
 */
export function keepOut(test: RegExp, what: string): Plugin {
  return {
    name: "keep-out",
    apply: "build",
    buildEnd() {
      const found = [...this.getModuleIds()].filter((id) => test.test(id));
      if (found.length) this.error(`keep-out: ${what} in this build: ${found.join(", ")}`);
    },
  };
}

/**
 * The development server answers every back-office address with its page (`admin.html`), as the
 * server does in production; the rest gets the clients' page.
 */
export function backOfficePage(): Plugin {
  return {
    name: "back-office-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(\/|\?|$)/.test(req.url)) req.url = "/admin.html";
        next();
      });
    },
  };
}
