import type { ModalType } from "../../../src/contract/staff/settings";
import type {
  BannerRequest,
  HomeRequest,
  ModalRequest,
  SlidesRequest,
} from "../../../src/contract/staff/settings-requests";
import type { AppDeps } from "../../deps";
import { SITE_IMAGES, storeSiteFile } from "../../lib/site-files";
import { saveHomeConfig, setModalActive } from "../site-config";
import { change, parseChoices } from "./site-settings";

/** What the public pages display, as an admin sets it: home, banners, modals, slides, their pictures. */

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;
type Actor = { id: number };

const yesNo = (flag: boolean) => (flag ? "affichés" : "masqués");

export const saveHome = (deps: Deps, actor: Actor, input: HomeRequest) =>
  change(
    deps,
    async (db) => {
      await saveHomeConfig(db, input);
      return {
        action: "settings.home_changed",
        summary: `Accueil : services ${yesNo(input.display_basic_service)}, programmes ${yesNo(input.display_custom_service)}.`,
        data: { ...input },
      };
    },
    actor,
  );

export const saveBanner = (deps: Deps, actor: Actor, id: number, input: BannerRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .updateTable("banners")
        .set({
          isActive: input.is_active,
          link: input.link ? input.link : null,
          headerTitle: input.header_title,
          headerSubTitle: input.header_sub_title,
          footerTitle: input.footer_title,
        })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!row) return null;
      return {
        action: "settings.banner_changed",
        summary: `Bannière ${input.is_active ? "affichée" : "masquée"} : « ${input.header_title} ».`,
        data: { banner_id: id, ...input },
      };
    },
    actor,
  );

const modalLabels: Record<ModalType, string> = { promo: "promotion", choice: "choix" };

export const saveModal = (deps: Deps, actor: Actor, type: ModalType, input: ModalRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .selectFrom("modalConfigs")
        .select(["id", "choices"])
        .where("type", "=", type)
        .orderBy("id")
        .executeTakeFirst();
      if (!row) return null;
      const before = parseChoices(row.choices);
      // The promo has no choices; the choice modal keeps those not sent.
      const choices =
        type === "choice"
          ? JSON.stringify({
              personnalise: input.personnalise ?? before.personnalise,
              standard: input.standard ?? before.standard,
            })
          : row.choices;
      await db
        .updateTable("modalConfigs")
        .set({ isActive: input.is_active, title: input.title, description: input.description, choices })
        .where("id", "=", row.id)
        .execute();
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[type]} ${input.is_active ? "affichée" : "masquée"} : « ${input.title} ».`,
        data: { type, ...input },
      };
    },
    actor,
  );

/** The spec's `PATCH configs/modal/`: shows or hides the modals of one type, audited like the rest. */
export const setModalShown = (deps: Deps, actor: Actor, type: ModalType, isActive: boolean) =>
  change(
    deps,
    async (db) => {
      await setModalActive(db, type, isActive);
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[type]} ${isActive ? "affichée" : "masquée"}.`,
        data: { type, is_active: isActive },
      };
    },
    actor,
  );

export const saveSlides = (deps: Deps, actor: Actor, id: number, input: SlidesRequest) =>
  change(
    deps,
    async (db) => {
      const row = await db
        .updateTable("authSliders")
        .set({ description1: input.description_1, description2: input.description_2 })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!row) return null;
      return {
        action: "settings.slides_changed",
        summary: "Diaporama de connexion : textes modifiés.",
        data: { slider_id: id, ...input },
      };
    },
    actor,
  );

/** Where a picture of the site goes: a banner's header or footer, a slide, a modal. */
export type ImageTarget =
  | { kind: "banner"; id: number; place: "header" | "footer" }
  | { kind: "slide"; id: number; n: 1 | 2 | 3 }
  | { kind: "modal"; type: ModalType };

/** Keeps a picture already shrunk to WebP, in place of the one it replaces. */
export const saveImage = (deps: Deps, actor: Actor, target: ImageTarget, webp: Buffer) =>
  change(
    deps,
    async (db) => {
      const now = deps.clock.now();
      const store = (name: string, previous: string) =>
        storeSiteFile(
          db,
          { prefix: SITE_IMAGES, name, ext: ".webp", contentType: "image/webp", bytes: webp },
          previous,
          now,
        );
      if (target.kind === "banner") {
        const row = await db.selectFrom("banners").selectAll().where("id", "=", target.id).executeTakeFirst();
        if (!row) return null;
        const column = target.place === "header" ? "headerImage" : "footerImage";
        const path = await store(`banner-${target.place}`, row[column]);
        await db
          .updateTable("banners")
          .set({ [column]: path })
          .where("id", "=", row.id)
          .execute();
        return {
          action: "settings.banner_changed",
          summary: `Bannière : nouvelle image (${target.place === "header" ? "en-tête" : "pied de page"}).`,
          data: { banner_id: row.id, image: target.place, url: path },
        };
      }
      if (target.kind === "slide") {
        const row = await db
          .selectFrom("authSliders")
          .selectAll()
          .where("id", "=", target.id)
          .executeTakeFirst();
        if (!row) return null;
        const column = (["image1", "image2", "image3"] as const)[target.n - 1] ?? "image1";
        const path = await store(`slide-${target.n}`, row[column]);
        await db
          .updateTable("authSliders")
          .set({ [column]: path })
          .where("id", "=", row.id)
          .execute();
        return {
          action: "settings.slides_changed",
          summary: `Diaporama de connexion : nouvelle image ${target.n}.`,
          data: { slider_id: row.id, image: target.n, url: path },
        };
      }
      const row = await db
        .selectFrom("modalConfigs")
        .select(["id", "image"])
        .where("type", "=", target.type)
        .orderBy("id")
        .executeTakeFirst();
      if (!row) return null;
      const path = await store(`modal-${target.type}`, row.image);
      await db.updateTable("modalConfigs").set({ image: path }).where("id", "=", row.id).execute();
      return {
        action: "settings.modal_changed",
        summary: `Fenêtre ${modalLabels[target.type]} : nouvelle image.`,
        data: { type: target.type, image: true, url: path },
      };
    },
    actor,
  );
