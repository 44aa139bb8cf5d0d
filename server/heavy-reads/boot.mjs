// The read thread's entry: the server's code is TypeScript, which a worker thread reads only once
// tsx is registered in it (a process started with `--import tsx` does not pass it on to workers
// everywhere: the tests' runner does not).
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
