import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import type { CreditPack } from "../../../src/contract/payments";
import { queries } from "../../../src/queries/cache";
import { fakeClock, settle } from "../support";

const api = vi.hoisted(() => ({ fetchDeskPacks: vi.fn() }));
vi.mock("../../../src/api/staff", async (original) => ({
  ...(await original<typeof import("../../../src/api/staff")>()),
  ...api,
}));
const { SellPackDialog } = await import("../../../src/features/staff/clients/sell-pack-dialog");

// happy-dom's <dialog> needs these to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const pack = (credit_id: number, name: string): CreditPack => ({
  credit_id,
  name,
  credit_number: 5,
  real_price: 25_000,
  validity_days: 90,
});

beforeEach(() => {
  fakeClock(Date.parse("2026-03-04T10:00:00Z"));
  api.fetchDeskPacks.mockReset();
});
afterEach(() => act(() => queries.clear()));

const dialog = (open: boolean) => (
  <SellPackDialog clientId={7} open={open} onClose={() => undefined} onChanged={() => undefined} />
);

describe("the desk's pack sale window", () => {
  it("says in French when the packs cannot be read, and « Réessayer » reads them, the reference typed kept", async () => {
    api.fetchDeskPacks
      .mockRejectedValueOnce(new ApiError("network", "Connexion impossible."))
      .mockResolvedValueOnce([pack(1, "Pack Découverte"), pack(2, "Pack Sérénité")]);
    render(dialog(true));
    await settle();
    expect(screen.getByRole("alert").textContent).toContain("Impossible de charger les packs.");
    fireEvent.change(screen.getByLabelText("Référence (facultative)"), { target: { value: "REÇU-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await settle();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("radio", { name: /Pack Découverte/ })).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Référence (facultative)")).toHaveProperty("value", "REÇU-12");
    expect(api.fetchDeskPacks).toHaveBeenCalledTimes(2);
  });

  it("reads the packs each time it opens, and keeps the pack chosen while it is still sold", async () => {
    api.fetchDeskPacks
      .mockResolvedValueOnce([pack(1, "Pack Découverte"), pack(2, "Pack Sérénité")])
      .mockResolvedValueOnce([pack(3, "Pack Zen"), pack(2, "Pack Sérénité")]);
    const view = render(dialog(true));
    await settle();
    fireEvent.click(screen.getByRole("radio", { name: /Pack Sérénité/ }));
    view.rerender(dialog(false));
    await settle();
    expect(api.fetchDeskPacks).toHaveBeenCalledTimes(1);
    view.rerender(dialog(true));
    await settle();
    expect(api.fetchDeskPacks).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("radio", { name: /Pack Découverte/ })).toBeNull();
    expect(screen.getByRole("radio", { name: /Pack Sérénité/ })).toHaveProperty("checked", true);
  });
});
