import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // At least two files at once, even on two cores: the server tests spend much of their time
    // waiting on the worker threads and child processes they start.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        // Screens that hold logic, rendered with Testing Library; time is always faked there.
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts", "tests/component/setup.ts"],
        },
      },
      {
        // The service worker's offline answers, checked against the real server's.
        test: {
          name: "sw",
          include: ["tests/sw/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          // Faults of PostgreSQL itself (restarted, an instance killed on it): its run only.
          exclude: ["tests/server/postgres-only/**"],
          environment: "node",
        },
      },
      {
        // The same server tests on PostgreSQL: a private server started for the run, a database each.
        test: {
          name: "server-postgres",
          include: ["tests/server/**/*.test.ts"],
          // The server started as a process on a data folder, and the deploy files: no test database
          // in them, so once is enough; what SQLite alone has (its read thread, its statistics): its run only.
          exclude: ["tests/server/process/**", "tests/server/deploy/**", "tests/server/sqlite-only/**"],
          environment: "node",
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/server/support/postgres-setup.ts"],
        },
      },
    ],
  },
});
