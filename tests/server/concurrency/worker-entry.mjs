// Worker threads run plain JavaScript: register the TypeScript loader, then run the real worker.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
