import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../server/config-error";
import { readObservability } from "../../../server/observability";

const TOKEN = "t".repeat(32);

describe("the log and metrics settings", () => {
  it("write text to a terminal and JSON elsewhere unless LOG_FORMAT says", () => {
    expect(readObservability({}, true).logFormat).toBe("text");
    expect(readObservability({}, false).logFormat).toBe("json");
    expect(readObservability({ LOG_FORMAT: "json" }, true).logFormat).toBe("json");
    expect(readObservability({ LOG_FORMAT: "text" }, false).logFormat).toBe("text");
    expect(() => readObservability({ LOG_FORMAT: "pretty" }, true)).toThrow(ConfigError);
  });

  it("serve no metrics unless METRICS_PORT is set, on the loopback unless told, with a token off it", () => {
    expect(readObservability({}, false).metrics).toBeNull();
    expect(readObservability({ METRICS_PORT: "9464" }, false).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token: null,
    });
    expect(
      readObservability({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: TOKEN }, false)
        .metrics,
    ).toEqual({ port: 9464, host: "0.0.0.0", token: TOKEN });
    for (const env of [
      { METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" },
      { METRICS_PORT: "9464", METRICS_TOKEN: "court" },
      { METRICS_PORT: "4173" },
      { METRICS_PORT: "8080", PORT: "8080" },
      { METRICS_PORT: "huit" },
      { METRICS_TOKEN: TOKEN },
    ])
      expect(() => readObservability(env, false), JSON.stringify(env)).toThrow(ConfigError);
  });
});
