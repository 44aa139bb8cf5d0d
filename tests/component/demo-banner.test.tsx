import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DemoBanner } from "../../src/features/layout/demo-banner";

/** The tag the server puts in the page it serves in demonstration mode. */
function serveAs(mode: string | null) {
  for (const meta of document.head.querySelectorAll('meta[name="app-mode"]')) meta.remove();
  if (mode === null) return;
  const meta = document.createElement("meta");
  meta.name = "app-mode";
  meta.content = mode;
  document.head.append(meta);
}

afterEach(() => serveAs(null));

describe("the demonstration banner", () => {
  it("says 'Mode démonstration' when the page is served in demo mode", () => {
    serveAs("demo");
    render(<DemoBanner />);
    expect(screen.getByRole("note").textContent).toBe("Mode démonstration");
  });

  it("is absent in production, and when the server says nothing (development)", () => {
    serveAs("production");
    const { container } = render(<DemoBanner />);
    expect(container.textContent).toBe("");
    serveAs(null);
    const again = render(<DemoBanner />);
    expect(again.container.textContent).toBe("");
  });
});
