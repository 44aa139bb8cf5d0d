import type { PenaltyPolicies } from "../contract/penalties";
import {
  type DocumentType,
  type ModalType,
  settingsPaths,
  settingsWriteResponseSchema,
  siteSettingsSchema,
} from "../contract/staff/settings";
import type {
  AboutRequest,
  BannerRequest,
  DocumentRequest,
  FaqRequest,
  HomeRequest,
  ModalRequest,
  RulesRequest,
  SlidesRequest,
} from "../contract/staff/settings-requests";
import { api } from "./instance";

/** The site's settings, as an admin edits them (`contract/staff/settings.ts` lists the calls). */

export const fetchSiteSettings = (signal?: AbortSignal) =>
  api.request(siteSettingsSchema, settingsPaths.all, { signal });

const put = (path: string, json: unknown) =>
  api.request(settingsWriteResponseSchema, path, { method: "put", json });

export const saveHome = (body: HomeRequest) => put(settingsPaths.home, body);
export const saveBanner = (id: number, body: BannerRequest) => put(settingsPaths.banner(id), body);
export const saveModal = (type: ModalType, body: ModalRequest) => put(settingsPaths.modal(type), body);
export const saveSlides = (id: number, body: SlidesRequest) => put(settingsPaths.slides(id), body);
export const saveDocument = (type: DocumentType, body: DocumentRequest) =>
  put(settingsPaths.document(type), body);
export const saveFaq = (body: FaqRequest) => put(settingsPaths.faq, body);
export const saveAbout = (body: AboutRequest) => put(settingsPaths.about, body);
export const saveRules = (body: RulesRequest) => put(settingsPaths.rules, body);
export const savePenalties = (body: PenaltyPolicies) => put(settingsPaths.penalties, body);

/** A picture sent as is: the server checks it, turns it upright and shrinks it. */
export function uploadSiteImage(path: string, file: File) {
  const form = new FormData();
  form.set("image", file);
  return api.request(settingsWriteResponseSchema, path, { method: "put", body: form });
}
