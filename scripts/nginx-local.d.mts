/** Debian's nginx with the shipped configuration, in front of local instances (see nginx-local.mjs). */
export type LocalNginx = {
  /** Its https address (or plain http without TLS). */
  url: string;
  /** Its port-80 server's address (the redirect to https). */
  httpUrl: string;
  pid: number | undefined;
  errors(): string;
  stop(): Promise<void>;
};

export declare function localConfig(
  text: string,
  options: {
    upstreams: number[];
    httpPort: number;
    httpsPort: number;
    cert: { crt: string; key: string } | null;
  },
): string;

export declare function startNginx(options: { upstreams: number[]; tls?: boolean }): Promise<LocalNginx>;
