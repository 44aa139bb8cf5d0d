import { screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OtpScreen } from "../../src/features/auth/otp-screen";
import { advance, fakeClock, renderWithRouter, settle } from "./support";

const T0 = Date.parse("2026-03-02T08:00:00Z");
let email = "";
let n = 0;

const resend = () => screen.getByRole("button", { name: /^Renvoyer le code/ }) as HTMLButtonElement;
const open = () => renderWithRouter(() => <OtpScreen email={email} purpose="register" autoVerify={false} />);

// The screen loads the local database's module after it shows; loading it once here keeps the
// test's fake clock from racing the module loader.
beforeAll(async () => {
  await import("../../src/db/accessors");
});

beforeEach(() => {
  email = `compte${++n}@example.com`;
  fakeClock(T0);
});

describe("the OTP resend countdown", () => {
  it("counts 60 s down a second at a time, then offers a new code", async () => {
    await open();
    expect(resend().textContent).toBe("Renvoyer le code dans 60 s");
    expect(resend().disabled).toBe(true);
    await advance(1_000);
    expect(resend().textContent).toBe("Renvoyer le code dans 59 s");
    await advance(58_000);
    expect(resend().textContent).toBe("Renvoyer le code dans 1 s");
    expect(resend().disabled).toBe(true);
    await advance(1_000);
    expect(resend().textContent).toBe("Renvoyer le code");
    expect(resend().disabled).toBe(false);
  });

  it("survives a reload: the end time kept on the phone is read back, not started over", async () => {
    const first = await open();
    await advance(3_000);
    expect(resend().textContent).toBe("Renvoyer le code dans 57 s");
    first.unmount();
    await advance(10_000);
    await open();
    await settle();
    expect(resend().textContent).toBe("Renvoyer le code dans 47 s");
  });

  it("keeps one countdown per address", async () => {
    const first = await open();
    await advance(20_000);
    first.unmount();
    email = `autre${n}@example.com`;
    await open();
    expect(resend().textContent).toBe("Renvoyer le code dans 60 s");
  });
});

describe("secondsLeft", () => {
  it("shows 60, not 61, when the deadline was set a moment after the clock was read", async () => {
    const { secondsLeft } = await import("../../src/features/auth/use-resend-countdown");
    expect(secondsLeft(T0 + 60_004, T0, 60)).toBe(60);
    expect(secondsLeft(T0 + 59_001, T0, 60)).toBe(60);
    expect(secondsLeft(T0 + 59_000, T0, 60)).toBe(59);
    expect(secondsLeft(T0 - 5, T0, 60)).toBe(0);
  });
});
