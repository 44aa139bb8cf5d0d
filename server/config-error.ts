/** A configuration the server must not start with; the message is for the operator, in French. */
export class ConfigError extends Error {}
