/** A configuration the server must not start with; the message is for the operator, in French. */
export class ConfigError extends Error {}

/** The server cannot start on what it found (the database's schema or mode): said in French, no stack. */
export class StartupError extends Error {}

/** The exit code of a refusal to start (sysexits' EX_CONFIG): systemd does not restart it in a loop. */
export const REFUSED_TO_START = 78;
