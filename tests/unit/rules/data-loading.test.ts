import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rule of docs/data-loading.md that a machine can check: a component in src/features or src/ui,
 * the back-office's screens (src/features/staff) included, never calls the API from an effect. Data a screen shows comes from its route's loader, or from
 * `useQuery` (src/queries), through the one cache; a poll goes through the polling helper
 * (`createPoller`, `repeat`), whose calls may sit in an effect that starts and stops it.
 */
const root = join(import.meta.dirname, "../../..");
const scanned = ["src/features", "src/ui"];
/** Modules of src/api that make no request: errors, refusals, what the requests prove. */
const noRequest = /\/api\/(errors|refusal|reachability)$/;
const effects = new Set(["useEffect", "useLayoutEffect"]);
const pollers = new Set(["createPoller", "repeat"]);

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const calleeName = (call: ts.CallExpression): string | null => {
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) ? callee.text : null;
};

/** The calls to the API that `path` makes from an effect, as `line: call`. */
function apiCallsInEffects(path: string, source: string): string[] {
  // Most screens import nothing of src/api: parsed only if they might call it.
  if (!source.includes("api/") && !source.includes("fetch(")) return [];
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  // Names bound to what src/api exports (a module's functions, or the module itself, loaded lazily).
  const api = new Set<string>(["fetch"]);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (!/(^|\/)api\//.test(from) || noRequest.test(from)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) api.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) api.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if (!element.isTypeOnly) api.add(element.name.text);
  }
  // The file's own functions that call the API, or one of those (`const load = () => fetchX()`).
  const local = new Set<string>();
  const callsApi = (node: ts.Node): boolean => {
    let found = false;
    const visit = (n: ts.Node) => {
      const name = ts.isCallExpression(n) ? calleeName(n) : null;
      if (name && (api.has(name) || local.has(name))) found = true;
      // A poll made with the helper is the helper's to run.
      else if (!(name && pollers.has(name))) ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body && callsApi(node.body))
      local.add(node.name.text);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) ||
        ts.isFunctionExpression(node.initializer) ||
        ts.isCallExpression(node.initializer)) &&
      callsApi(node.initializer)
    )
      local.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  for (let size = -1; size !== local.size; ) {
    size = local.size;
    collect(file);
  }

  const found: string[] = [];
  const inEffect = (node: ts.Node, polled: boolean) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && pollers.has(name)) polled = true;
      else if (name && !polled && (api.has(name) || local.has(name))) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${node.getText().split("(")[0]}`);
      }
    }
    ts.forEachChild(node, (child) => inEffect(child, polled));
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && effects.has(calleeName(node) ?? "")) {
      const [effect] = node.arguments;
      if (effect) inEffect(effect, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("data loading: no request from an effect in src/features or src/ui", () => {
  // Parsing every screen takes seconds on a loaded machine: more than the default 5 s.
  it("finds none in the clients' screens nor in the back-office's", { timeout: 20_000 }, () => {
    const offenders = scanned
      .flatMap(files)
      .flatMap((path) =>
        apiCallsInEffects(path, readFileSync(join(root, path), "utf8")).map((c) => `${path}:${c}`),
      );
    expect(offenders).toEqual([]);
  });

  it("would find a fetch reintroduced in an effect, directly, through a local function or the module", () => {
    const screen = `
      import { useEffect, useState } from "react";
      import { fetchValidatedBookings } from "../../api/booking";
      import * as payments from "../../api/payments";
      import { isApiError } from "../../api/errors";
      const load = () => fetchValidatedBookings(1);
      export function NextSession() {
        const [data, setData] = useState(null);
        const reload = useCallback(() => void load().then(setData), []);
        useEffect(() => {
          fetchValidatedBookings(1).then(setData).catch((e) => isApiError(e));
          void load();
          void payments.fetchBookingMethods();
          void fetch("/api/booking/booking/validated");
          reload();
        }, []);
        return data;
      }`;
    expect(apiCallsInEffects("src/features/home/next-session.tsx", screen)).toEqual([
      "11: fetchValidatedBookings",
      "12: load",
      "13: payments.fetchBookingMethods",
      "14: fetch",
      "15: reload",
    ]);
  });

  it("lets a poll made with the polling helper ask from the effect that starts it", () => {
    const screen = `
      import { useEffect } from "react";
      import { fetchPaymentStatus } from "../../api/payments";
      import { createPoller } from "../../lib/payment-poll";
      export function usePaymentOutcome(id) {
        useEffect(() => {
          const poller = createPoller({ check: () => fetchPaymentStatus(id), now: Date.now, deadline: 0, onEnd() {} });
          poller.start();
          return () => poller.stop();
        }, [id]);
      }`;
    expect(apiCallsInEffects("src/features/confirmation/use-payment-outcome.ts", screen)).toEqual([]);
  });

  it("looks at every screen, the back-office's too", () => {
    const all = scanned.flatMap(files);
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain("src/features/staff/clients/sell-pack-dialog.tsx");
    expect(all).toContain("src/features/staff/layout/staff-shell.tsx");
    expect(all).toContain("src/ui/desk-move-dialog.tsx");
  });
});
