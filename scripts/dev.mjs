// npm run dev: the API on port 4174 (watching server/) and Vite with hot reload, side by side.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "4174";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], {
    stdio: "inherit",
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
