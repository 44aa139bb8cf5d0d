import * as v from "valibot";
import {
  aboutTextSchema,
  authSliderSchema,
  bannerSchema,
  faqEntrySchema,
  homeConfigSchema,
  integerSettingSchema,
  modalConfigSchema,
  termsPolicySchema,
} from "../contract/configs";
import { api } from "./instance";

export const fetchHomeConfig = (signal?: AbortSignal) =>
  api.request(homeConfigSchema, "configs/homeconfigs/", { signal });
export const fetchBanners = (signal?: AbortSignal) =>
  api.request(v.array(bannerSchema), "configs/banner/", { signal });
export const fetchAuthSliders = (signal?: AbortSignal) =>
  api.request(v.array(authSliderSchema), "configs/authSlider/", { signal });
export const fetchModalConfigs = (signal?: AbortSignal) =>
  api.request(v.array(modalConfigSchema), "configs/modal/", { signal });
export const fetchTermsPolicies = (signal?: AbortSignal) =>
  api.request(v.array(termsPolicySchema), "configs/termspolicies/", { signal });
export const fetchIntegerSettings = (signal?: AbortSignal) =>
  api.request(v.array(integerSettingSchema), "configs/integerSetting/", { signal });
export const fetchFaq = (signal?: AbortSignal) =>
  api.request(v.array(faqEntrySchema), "configs/faq/", { signal });
export const fetchAboutText = (signal?: AbortSignal) =>
  api.request(aboutTextSchema, "configs/about/", { signal });
