import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  authSliderSchema,
  bannerSchema,
  homeConfigSchema,
  integerSettingSchema,
  modalConfigSchema,
  termsPolicySchema,
} from "../../../src/contract/configs";
import { makeTestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";

describe("configs/", () => {
  it("serves every public configuration in the shape of the contract", async () => {
    const t = await makeTestApp();
    const cases = [
      ["configs/authSlider/", v.array(authSliderSchema)],
      ["configs/banner/", v.array(bannerSchema)],
      ["configs/homeconfigs/", homeConfigSchema],
      ["configs/modal/", v.array(modalConfigSchema)],
      ["configs/termspolicies/", v.array(termsPolicySchema)],
      ["configs/integerSetting/", v.array(integerSettingSchema)],
    ] as const;
    for (const [path, schema] of cases) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(200);
      expect(v.safeParse(schema, res.data).success, path).toBe(true);
    }
  });

  it("has the settings, documents and modal texts the screens need", async () => {
    const t = await makeTestApp();
    const settings = await t.api.get("configs/integerSetting/");
    expect(settings.data).toContainEqual({ key: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", value: 3 });
    const docs = await t.api.get("configs/termspolicies/");
    expect(docs.data.map((d: { type: string }) => d.type).sort()).toEqual(["CGU", "PRIVACY"]);
    const cgu = await t.app.request(docs.data[0].file_url);
    expect(cgu.status).toBe(200);
    const modal = await t.api.get("configs/modal/");
    const choice = modal.data.find((m: { type: string }) => m.type === "choice");
    expect(choice.title).toBe("Choisissez votre experience");
    expect(choice.personnalise.title).toBe("Personnalisé");
    expect(choice.standard.title).toBe("Standard");
    const slider = await t.api.get("configs/authSlider/1/");
    expect(slider.status).toBe(200);
    expect((await t.api.get("configs/authSlider/9/")).status).toBe(404);
  });

  it("lets only admins change the home and modal flags: not a member, not reception", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const reception = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    expect((await t.api.patch("configs/homeconfigs/", { display_basic_service: false })).status).toBe(401);
    for (const token of [access, reception.access]) {
      const refused = await t.api.patch("configs/homeconfigs/", { display_basic_service: false }, token);
      expect(refused.status).toBe(403);
      expect(refused.data.detail).toBe("Vous n'avez pas la permission d'effectuer cette action.");
      expect((await t.api.patch("configs/modal/", { is_active: false }, token)).status).toBe(403);
    }
    expect((await t.api.get("configs/homeconfigs/")).data.display_basic_service).toBe(true);
    expect((await t.api.get("configs/modal/")).data).not.toContainEqual(
      expect.objectContaining({ is_active: false }),
    );
    const changed = await t.api.patch("configs/homeconfigs/", { display_basic_service: false }, admin.access);
    expect(changed.status).toBe(200);
    expect((await t.api.get("configs/homeconfigs/")).data.display_basic_service).toBe(false);
    expect((await t.api.patch("configs/modal/", { is_active: false }, admin.access)).status).toBe(200);
  });
});

describe("pictures of the seeded content", () => {
  it("serves the picture of every payment method, service and pack screen", async () => {
    const t = await makeTestApp();
    const methods = (await (await t.app.request("/api/configs/bookingmethod/")).json()) as {
      image: string;
    }[];
    const services = (await (await t.app.request("/api/booking/services/?page_size=100")).json()) as {
      results: { imageUrl: string }[];
    };
    const urls = [...methods.map((m) => m.image), ...services.results.map((s) => s.imageUrl)];
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      const answer = await t.app.request(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("Content-Type"), url).toContain("image/svg+xml");
    }
  });
});
