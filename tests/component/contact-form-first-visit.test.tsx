import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { databaseName, localDatabaseMayExist } from "../../src/db/presence";
import { fakeClock, settle } from "./support";

// Counts the loads of the local database's module (and with it Dexie's file).
const database = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../../src/db/accessors", async (original) => {
  database.loads++;
  return original();
});
const { ContactForm } = await import("../../src/features/info/contact-form");
const { databaseMayHoldMessages } = await import("../../src/stores/contact-outbox-browser");

// One phone for the file, on its first visit.
describe("the contact page on a first visit", () => {
  it("opens without loading the local database when no message can wait", async () => {
    fakeClock(Date.parse("2026-03-02T10:00:00Z"));
    expect(await databaseMayHoldMessages()).toBe(false);
    render(<ContactForm />);
    await settle(40);
    expect(screen.getByRole("button", { name: "Envoyer le message" })).toBeTruthy();
    expect(database.loads).toBe(0);
    expect(await localDatabaseMayExist(databaseName)).toBe(false);
  });

  it("asks the local database once it exists, hint or not", async () => {
    localStorage.setItem("contact_outbox_waiting", "1");
    expect(await databaseMayHoldMessages()).toBe(true);
    localStorage.removeItem("contact_outbox_waiting");
    const { localDb } = await import("../../src/db/accessors");
    await localDb.clearMemberData();
    // A refused message sets no hint, and a phone may have refused to keep it: the database is asked.
    expect(await databaseMayHoldMessages()).toBe(true);
  });
});
