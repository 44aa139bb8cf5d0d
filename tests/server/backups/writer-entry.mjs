// Worker threads run plain JavaScript: register the TypeScript loader, then run the real writer.
import { register } from "tsx/esm/api";

register();
await import("./writer.ts");
