import * as v from "valibot";
import {
  authSliderSchema,
  bannerSchema,
  homeConfigSchema,
  integerSettingSchema,
  modalConfigSchema,
  termsPolicySchema,
} from "../contract/configs";
import { api } from "./instance";

export const fetchHomeConfig = () => api.request(homeConfigSchema, "configs/homeconfigs/");
export const fetchBanners = () => api.request(v.array(bannerSchema), "configs/banner/");
export const fetchAuthSliders = () => api.request(v.array(authSliderSchema), "configs/authSlider/");
export const fetchModalConfigs = () => api.request(v.array(modalConfigSchema), "configs/modal/");
export const fetchTermsPolicies = () => api.request(v.array(termsPolicySchema), "configs/termspolicies/");
export const fetchIntegerSettings = () =>
  api.request(v.array(integerSettingSchema), "configs/integerSetting/");
