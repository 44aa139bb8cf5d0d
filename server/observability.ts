import cluster from "node:cluster";
import { ConfigError, REFUSED_TO_START } from "./config-error";
import { type Log, type LogFormat, serverLog } from "./lib/log";

/** Where the metrics are served, if anywhere: a listener of its own, never the public port. */
export type MetricsSettings = { port: number; host: string; token: string | null };

export type ObservabilitySettings = { logFormat: LogFormat; metrics: MetricsSettings | null };

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

/** LOG_FORMAT: `text` or `json`; unset, text for a terminal and JSON otherwise (a service's journal). */
function logFormat(env: NodeJS.ProcessEnv, terminal: boolean): LogFormat {
  const raw = env.LOG_FORMAT?.trim();
  if (!raw) return terminal ? "text" : "json";
  if (raw !== "text" && raw !== "json") throw new ConfigError("LOG_FORMAT doit valoir text ou json.");
  return raw;
}

/**
 * METRICS_PORT (unset: no metrics), METRICS_HOST (127.0.0.1 unless told) and METRICS_TOKEN. Off
 * the loopback, a token is required: the metrics say how busy the centre is and how its payments go.
 */
function metrics(env: NodeJS.ProcessEnv): MetricsSettings | null {
  const raw = env.METRICS_PORT?.trim();
  const token = env.METRICS_TOKEN?.trim() || null;
  if (!raw) {
    if (token || env.METRICS_HOST?.trim())
      throw new ConfigError("METRICS_TOKEN et METRICS_HOST demandent METRICS_PORT.");
    return null;
  }
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError("METRICS_PORT doit être un numéro de port valide.");
  if (port === Number(env.PORT ?? 4173))
    throw new ConfigError("METRICS_PORT doit être différent de PORT : les métriques ne sont pas publiques.");
  const host = env.METRICS_HOST?.trim() || "127.0.0.1";
  if (token !== null && token.length < 32)
    throw new ConfigError("METRICS_TOKEN doit contenir au moins 32 caractères.");
  if (!LOOPBACK.test(host) && token === null)
    throw new ConfigError(
      "METRICS_TOKEN est obligatoire quand METRICS_HOST n'est pas l'adresse locale (127.0.0.1).",
    );
  return { port, host, token };
}

/** Reads and checks the log and metrics settings. */
export function readObservability(env: NodeJS.ProcessEnv, terminal: boolean): ObservabilitySettings {
  return { logFormat: logFormat(env, terminal), metrics: metrics(env) };
}

/**
 * The server's log and metrics settings, read once at start; a wrong value stops the server as
 * the rest of the configuration does (said by the primary only).
 */
export function startObservability(env: NodeJS.ProcessEnv): ObservabilitySettings & { log: Log } {
  try {
    const settings = readObservability(env, process.stdout.isTTY === true);
    return { ...settings, log: serverLog(settings.logFormat) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (cluster.isPrimary) console.error(`Configuration invalide : ${error.message}`);
    process.exit(REFUSED_TO_START);
  }
}
