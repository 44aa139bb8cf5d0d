import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ModalConfig } from "../../src/contract/configs";
import { PromoModal } from "../../src/features/home/promo-modal";
import { advance, fakeClock, settle } from "./support";

const T0 = Date.parse("2026-03-02T08:00:00Z");
const promo = (active = true): ModalConfig => ({
  id: 1,
  type: "promo",
  is_active: active,
  title: "-20 % sur votre premier massage",
  description: "Offre de bienvenue",
  image: "/media/art/promo.svg",
  personnalise: null,
  standard: null,
});

const isOpen = () => document.querySelector("dialog")?.open ?? false;
const show = async (config = promo(), showBasic = true) => {
  render(<PromoModal promo={config} showBasic={showBasic} onChoose={() => {}} />);
  await settle();
};
const later = () => fireEvent.click(screen.getByRole("button", { name: "Plus tard", hidden: true }));

beforeEach(() => fakeClock(T0));

describe("the promo modal's timer", () => {
  it("opens 1 s after the first visit, not before", async () => {
    await show();
    await advance(999);
    expect(isOpen()).toBe(false);
    await advance(1);
    expect(isOpen()).toBe(true);
    expect(localStorage.getItem("hasVisitedBefore")).toBe("true");
  });

  it("opens again 60 s after it was closed", async () => {
    await show();
    await advance(1_000);
    later();
    expect(isOpen()).toBe(false);
    expect(localStorage.getItem("modalExpireTime")).toBe(String(T0 + 1_000 + 60_000));
    await advance(59_999);
    expect(isOpen()).toBe(false);
    await advance(1);
    expect(isOpen()).toBe(true);
  });

  it("waits 60 s more after any activity", async () => {
    await show();
    await advance(1_000);
    later();
    await advance(30_000);
    fireEvent.pointerDown(window);
    await advance(59_000);
    expect(isOpen()).toBe(false);
    await advance(1_000);
    expect(isOpen()).toBe(true);
  });

  it("keeps its timer across a reload, read from the stored expiry", async () => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(T0 + 15_000));
    await show();
    await advance(14_999);
    expect(isOpen()).toBe(false);
    await advance(1);
    expect(isOpen()).toBe(true);
  });

  it("repeats only while the promo is active and basic services are shown", async () => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", String(T0 + 1_000));
    await show(promo(true), false);
    await advance(5 * 60_000);
    expect(isOpen()).toBe(false);
  });

  it("never shows an inactive promo, even on the first visit", async () => {
    await show(promo(false));
    await advance(5 * 60_000);
    expect(isOpen()).toBe(false);
  });
});
