import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { backOfficeRoutes, brandPage, codeSplittingOptions } from "./scripts/vite-shared.ts";

/**
 * The back-office (`/admin/…`): an app of its own, with its own page (admin.html), entry and route
 * tree, built after the clients' app into the same folder (`npm run build`). Declared in the
 * clients' route tree, its sixteen routes (fourteen screens, the frame, `/admin/`) put 1.2 KiB
 * (brotli) of route declarations into the file every client's phone loads first (measured);
 * apart, the clients' files hold nothing of it. Its files
 * are all named `admin-…`: the service worker leaves them out of its precache and keeps them when a
 * staff device first asks for them (sw/back-office.ts).
 */
/**
 * The page lists every file of its build: the service worker of a staff device reads it to keep them
 * all, the screens not opened yet included (sw/back-office.ts). Only read, never fetched by the page.
 */
function listFiles(): Plugin {
  return {
    name: "back-office-files",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = Object.values(bundle)
          .map((file) => `/${file.fileName}`)
          .filter((file) => /^\/assets\/admin-[\w.-]+\.(js|css)$/.test(file))
          .sort();
        const list = `<script type="application/json" id="back-office-files">${JSON.stringify(files)}</script>`;
        return html.replace("</head>", `${list}</head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", ...backOfficeRoutes, autoCodeSplitting: true, codeSplittingOptions }),
    react(),
    tailwindcss(),
    brandPage(),
    listFiles(),
  ],
  // The clients' build copied the public files already, and its files stay.
  publicDir: false,
  build: {
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    // As the clients' app (vite.config.ts): Safari 15 mis-scopes class-field initialisers.
    target: "es2020",
    sourcemap: false,
    rolldownOptions: {
      input: "admin.html",
      output: {
        entryFileNames: "assets/admin-[hash].js",
        chunkFileNames: "assets/admin-[name]-[hash].js",
        assetFileNames: "assets/admin-[name]-[hash][extname]",
      },
    },
  },
});
