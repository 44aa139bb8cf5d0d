import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AuditPage } from "../../../src/contract/staff/audit";
import { AuditScreen } from "../../../src/features/staff/audit/audit-screen";

const line = (id: number) => ({
  id,
  at: "2026-11-27T10:00:00.000Z",
  staff: null,
  action: "takings.exported" as const,
  summary: `Ligne ${id}.`,
  booking_id: null,
  client_id: null,
  changes: null,
  data: {},
});

const page = (next: string | null, previous: string | null): AuditPage => ({
  next,
  previous,
  results: [line(42), line(41)],
});

describe("the audit log's pager", () => {
  it("goes to the older lines and back by the server's links, without page numbers", () => {
    const onCursor = vi.fn();
    render(
      <AuditScreen
        log={page("/api/staff/audit/?page_size=30&before=41", "/api/staff/audit/?page_size=30&after=42")}
        check={null}
        onCursor={onCursor}
      />,
    );
    const pager = screen.getByRole("navigation", { name: "Pagination du journal" });
    expect(pager.textContent).toBe("‹ Plus récentesPlus anciennes ›");
    fireEvent.click(screen.getByRole("button", { name: "Plus anciennes ›" }));
    fireEvent.click(screen.getByRole("button", { name: "‹ Plus récentes" }));
    expect(onCursor.mock.calls).toEqual([[{ before: 41 }], [{ after: 42 }]]);
  });

  it("offers only the way that leads somewhere, and nothing when the log fits on one page", () => {
    const onCursor = vi.fn();
    const newest = render(
      <AuditScreen log={page("/api/staff/audit/?before=41", null)} check={null} onCursor={onCursor} />,
    );
    expect(screen.getByRole("button", { name: "‹ Plus récentes" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Plus anciennes ›" })).toHaveProperty("disabled", false);
    newest.unmount();
    // An old link past the oldest line: back to the newest page, which has no line in its link.
    const past = render(
      <AuditScreen log={page(null, "/api/staff/audit/")} check={null} onCursor={onCursor} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "‹ Plus récentes" }));
    expect(onCursor).toHaveBeenLastCalledWith({});
    past.unmount();
    render(<AuditScreen log={page(null, null)} check={null} onCursor={onCursor} />);
    expect(screen.queryByRole("navigation", { name: "Pagination du journal" })).toBeNull();
  });
});
