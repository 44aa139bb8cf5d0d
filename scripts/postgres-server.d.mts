export declare function startPostgres(settings?: { durable?: boolean }): Promise<{
  url: string;
  pid: () => number;
  stop: () => void;
  restart: () => void;
  /** Stops at once, as a crash would (connections cut, no checkpoint); `up` starts it again. */
  down: () => void;
  up: () => void;
}>;
