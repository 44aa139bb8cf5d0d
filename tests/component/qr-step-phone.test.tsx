import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QrStep } from "../../src/features/payment/qr-step";

const qr = {
  qr: {
    qrId: "q1",
    qrCode: "iVBORw0KGgo=",
    validity: 300,
    deepLinks: { OM: "https://om.example/p", MAXIT: "https://maxit.example/p" },
  },
  paymentId: "MP1",
  deadline: Date.now() + 300_000,
  resumed: false,
};

function screenIs(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("the Orange Money step", () => {
  it("on a phone leads with the apps and says the QR code is for paying from another phone", () => {
    screenIs(true);
    render(<QrStep qr={qr} total="8 000 XOF" outcome={null} paused={false} failedText="" />);
    const open = screen.getByRole("link", { name: "Ouvrir Orange Money" });
    const code = screen.getByRole("img", { name: "QR code de paiement Orange Money" });
    expect(screen.getByRole("link", { name: "Ouvrir MaxIt" })).toBeTruthy();
    // The buttons come before the QR code, which is introduced as the other phone's way.
    expect(open.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const other = screen.getByText("Pour payer depuis un autre téléphone, scannez ce QR code :");
    expect(other.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("on a computer shows the QR code alone, without the apps", () => {
    screenIs(false);
    render(<QrStep qr={qr} total="8 000 XOF" outcome={null} paused={false} failedText="" />);
    expect(screen.getByRole("img", { name: "QR code de paiement Orange Money" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ouvrir Orange Money" })).toBeNull();
    expect(screen.queryByText(/autre téléphone/)).toBeNull();
  });
});
