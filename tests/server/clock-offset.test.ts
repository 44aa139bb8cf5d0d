import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readSettings } from "../../server/config";

const dataDir = () => mkdtempSync(join(tmpdir(), "data-"));

describe("CLOCK_OFFSET_MINUTES (journeys that reach a cut-off without waiting)", () => {
  it("moves the clock in demo mode only, by whole minutes", () => {
    expect(readSettings({ DATA_DIR: dataDir() }).clockOffsetMs).toBe(0);
    expect(readSettings({ DATA_DIR: dataDir(), CLOCK_OFFSET_MINUTES: "90" }).clockOffsetMs).toBe(5_400_000);
    expect(readSettings({ DATA_DIR: dataDir(), CLOCK_OFFSET_MINUTES: "-30" }).clockOffsetMs).toBe(-1_800_000);
    expect(() => readSettings({ DATA_DIR: dataDir(), CLOCK_OFFSET_MINUTES: "1.5" })).toThrow(ConfigError);
  });

  it("is refused in production, in French", () => {
    const env = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://centre:secret@mail.example.com:587",
      DATA_DIR: dataDir(),
      CLOCK_OFFSET_MINUTES: "60",
    };
    expect(() => readSettings(env)).toThrow(/CLOCK_OFFSET_MINUTES n'est pas permis en production/);
  });
});
