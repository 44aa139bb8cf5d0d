import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter, tanstackRouterGenerator } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstScreenChunk } from "./scripts/first-screen-chunk.ts";
import { lateChunksCheck } from "./scripts/late-chunks-check.ts";
import { routeFiles } from "./scripts/route-files.ts";
import {
  backOfficeOnly,
  backOfficePage,
  backOfficeRoutes,
  brandPage,
  codeSplittingOptions,
  keepOut,
} from "./scripts/vite-shared.ts";
import { brand } from "./src/brand";
import { lateChunk } from "./sw/late-chunks.ts";

const apiTarget = process.env.API_TARGET ?? "http://localhost:4174";

/** Libraries in chunks of their own, named so the precache can leave them out (sw/late-chunks.ts). */
const lateChunks = {
  dexie: /node_modules[\\/]dexie[\\/]/,
  dompurify: /node_modules[\\/]dompurify[\\/]/,
};

const reactFiles = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const firstScreen = firstScreenChunk({
  entry: /[\\/]src[\\/]main\.tsx$/,
  startModules: [/[\\/]node_modules[\\/]react-dom[\\/]client\.js$/, /[\\/]src[\\/]app\.tsx$/],
  home: /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component/,
  late: new RegExp(
    Object.values(lateChunks)
      .map((test) => test.source)
      .join("|"),
  ),
  react: reactFiles,
  smallShared: 8000,
});

/**
 * The entry (src/main.tsx) imports React and the app's code at run time, so Vite lists none of their
 * files in the page: its loader then adds a preload link for each, one by one, in the start's first
 * task (about 100 ms of a slow phone's CPU for some forty files). Listed in the page, they are
 * parsed with it, and the loader finds them there.
 */
function startPreloads(): Plugin {
  return {
    name: "start-preloads",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const follow = (file: string) => {
          const chunk = bundle[file] as Rollup.OutputChunk | undefined;
          if (!chunk || files.has(file)) return;
          files.add(file);
          for (const imported of chunk.imports) follow(imported);
        };
        for (const file of entry.dynamicImports) follow(file);
        for (const file of [entry.fileName, ...entry.imports]) files.delete(file);
        const links = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join("\n    ");
        return html.replace("</head>", `    ${links}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions,
    }),
    // The back-office is an app of its own, built apart (vite.admin.config.ts): here only its route
    // tree kept up to date and its page served, for the development server.
    ...[tanstackRouterGenerator({ target: "react", ...backOfficeRoutes })]
      .flat()
      .map((plugin) => ({ ...plugin, apply: "serve" as const })),
    backOfficePage(),
    keepOut(backOfficeOnly, "the back-office's code (built by vite.admin.config.ts)"),
    react(),
    tailwindcss(),
    brandPage(),
    startPreloads(),
    firstScreen.plugin,
    routeFiles({ routes: /[\\/]src[\\/]routes[\\/](.+\.tsx)$/ }),
    lateChunksCheck(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifestFilename: "manifest.webmanifest",
      // The browser fetches the install icons itself; precaching them would download them twice.
      includeManifestIcons: false,
      injectManifest: {
        // What opening the app and its catalogue offline needs. Not the PNG icons (the browser
        // fetches the one it installs), nor the files of sw/late-chunks.ts (a few screens'
        // libraries, the screens that only work online), which are cached when first used
        // (sw/runtime-assets.ts): every phone would pay for them up front. Nor the back-office
        // (its page and `admin-…` files, built after this), kept on staff devices only
        // (sw/back-office.ts).
        // The web manifest is added by the plugin itself (listed twice, it was fetched twice).
        globPatterns: ["**/*.{js,css,html,svg}"],
        // Nor the tab's icon (the browser keeps its own copy a week; an installed app shows the
        // manifest's), nor the logo's source (the icons are made from it; the header draws its own).
        globIgnores: ["screenshots/**", "admin.html", "assets/admin-*", "favicon.svg", "logo.svg"],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !lateChunk.test(`/${entry.url}`)) }),
        ],
      },
      manifest: {
        id: "/",
        name: brand.name,
        short_name: brand.shortName,
        description: brand.description,
        lang: "fr",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: brand.colors.primary,
        background_color: brand.colors.sand,
        categories: ["health", "fitness", "lifestyle"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Long-press on the home-screen icon: straight to what clients come for.
        shortcuts: [
          { name: "Faire une réservation", url: "/reservation" },
          { name: "Mes réservations", url: "/historique" },
          { name: "Nos packs", url: "/packs" },
        ].map((shortcut) => ({
          ...shortcut,
          icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
        })),
        screenshots: [
          {
            src: "/screenshots/phone.png",
            sizes: "360x740",
            type: "image/png",
            form_factor: "narrow",
            label: "Les services du centre sur un téléphone",
          },
          {
            src: "/screenshots/desktop.png",
            sizes: "1280x800",
            type: "image/png",
            form_factor: "wide",
            label: "Le catalogue des services sur un ordinateur",
          },
        ],
      },
    }),
  ],
  build: {
    // Android's browsers know module preloading (Chrome since 66). The polyfill was 0.5 KiB of the
    // first screen for the others (Safari before 17), which fetch the same files a little later.
    modulePreload: { polyfill: false },
    // Not later: Safari 15 (iPhones held at iOS 15) mis-scopes class-field initialisers and has no
    // static blocks; ES2020 output turns both into plain assignments.
    target: "es2020",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...Object.entries(lateChunks).map(([name, test]) => ({ name, test, priority: 30 })),
            // React in a file of its own: the start runs it in a task of its own (src/main.tsx).
            { name: "react", test: reactFiles, priority: 20 },
            { name: "app", test: firstScreen.test, priority: 10, includeDependenciesRecursively: false },
            // Shared by a few screens only, and too big to ride in the file every screen loads:
            // the account forms' schemas and calls (login, sign-up, codes, profile edits) with the
            // phone's pieces they share (the e-mail / phone switch, the phone field, the channels
            // offered), and the histories' periods.
            {
              name: "account-forms",
              test: /[\\/]src[\\/]((contract|api)[\\/]accounts\.ts|ui[\\/](segmented-choice|phone-field|channel-choice)\.tsx|i18n[\\/]fr-phone\.ts|queries[\\/]channels\.ts|features[\\/]auth[\\/](sign-in-way\.tsx|enter-app\.ts))$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: "dates",
              test: /[\\/]src[\\/]lib[\\/]day-range\.ts$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            // What a few screens share, out of the file every screen loads (below): the catalogue's
            // loader and sanitiser (the services' pages), a session's calendar file and the bookings'
            // words (Mes réservations, the next session, the confirmation), the outcome pages' card
            // and countdown (the confirmation and the wallet's return), the histories' filters.
            {
              name: "catalogue",
              test: /[\\/]src[\\/](lib[\\/]sanitize|features[\\/]catalogue[\\/]catalogue-data)\.ts$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: "calendar",
              test: /[\\/]src[\\/](ui[\\/]calendar-button\.tsx|lib[\\/]ics\.ts|i18n[\\/]fr-bookings\.ts)$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: "outcome",
              test: /[\\/]src[\\/]features[\\/]confirmation[\\/](result-card|home-countdown|use-countdown|confirmation-rows)\.tsx?$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            // The polling helper and the payment status poll built on it: one file, asked for
            // once the service worker's helper is here, which the payment screens find loaded.
            {
              name: "poll",
              test: /[\\/]src[\\/]lib[\\/](payment-)?poll\.ts$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: "lists",
              test: /[\\/]src[\\/]ui[\\/](filter-panel|filter-drawer|list-toolbar)\.tsx$/,
              priority: 8,
              includeDependenciesRecursively: false,
            },
            {
              name: "screens",
              test: firstScreen.sharedTest,
              priority: 5,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": apiTarget, "/media": apiTarget } },
  preview: { proxy: { "/api": apiTarget, "/media": apiTarget } },
});
