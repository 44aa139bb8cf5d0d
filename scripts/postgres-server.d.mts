export declare function startPostgres(): Promise<{
  url: string;
  pid: () => number;
  stop: () => void;
  restart: () => void;
}>;
