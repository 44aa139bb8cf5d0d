import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import type { ClientDetail } from "../../../src/contract/staff/clients";
import { SETTLE_MS } from "../../../src/ui/use-settling-busy";
import { fakeClock, settle } from "../support";

const api = vi.hoisted(() => ({ editClientRecord: vi.fn() }));
vi.mock("../../../src/api/staff-client-record", async (original) => ({
  ...(await original<typeof import("../../../src/api/staff-client-record")>()),
  ...api,
}));
const { EditClientDialog } = await import("../../../src/features/staff/clients/edit-client-dialog");

// happy-dom's <dialog> needs these to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

type Client = ClientDetail["client"];
const awa = (changes: Partial<Client> = {}, city = "Dakar"): Client => ({
  id: 7,
  first_name: "Awa",
  last_name: "Diop",
  email: null,
  telephone_number: "+221771234567",
  is_verified: false,
  role: null,
  total_credits: 0,
  created_at: "2026-01-05T10:00:00.000Z",
  address: { address: null, postal_code: null, city, country: "Sénégal" },
  ...changes,
});

const dialog = (client: Client, version: string) => (
  <EditClientDialog
    client={client}
    version={version}
    open
    onClose={() => undefined}
    onChanged={() => undefined}
  />
);

beforeEach(() => {
  fakeClock(Date.parse("2026-03-04T10:00:00Z"));
  api.editClientRecord.mockReset();
});

describe("the desk's edit of a client's record", () => {
  it("sends only the fields changed, so a colleague's change to another field is never written back", async () => {
    api.editClientRecord.mockResolvedValueOnce({ detail: "Fiche modifiée." });
    render(dialog(awa(), "v1"));
    fireEvent.change(screen.getByLabelText("Ville"), { target: { value: "Thiès" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await settle();
    expect(api.editClientRecord).toHaveBeenCalledWith(7, { address: { city: "Thiès" } }, "v1");
  });

  it("after a refusal because a colleague saved, the fields left alone follow the record read again", async () => {
    api.editClientRecord
      .mockRejectedValueOnce(
        new ApiError("http", "Modifiée entre-temps.", 412, { detail: "Modifiée entre-temps." }),
      )
      .mockResolvedValueOnce({ detail: "Fiche modifiée." });
    const view = render(dialog(awa(), "v1"));
    fireEvent.change(screen.getByLabelText("Ville"), { target: { value: "Thiès" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await settle();
    // The colleague had changed the phone, and the city too.
    view.rerender(dialog(awa({ telephone_number: "+221781234567" }, "Saint-Louis"), "v2"));
    await settle();
    expect(screen.getByLabelText("Téléphone")).toHaveProperty("value", "+221 78 123 45 67");
    expect(screen.getByLabelText("Ville")).toHaveProperty("value", "Thiès");
    expect(screen.getByText(/Modifié entre-temps par un collègue : « Saint-Louis »/)).toBeTruthy();
    // The button is back once the screen has settled.
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await settle();
    expect(api.editClientRecord).toHaveBeenLastCalledWith(7, { address: { city: "Thiès" } }, "v2");
  });
});
