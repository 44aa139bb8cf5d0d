// What a Lighthouse report says about one load, kept small: its metrics, and for the median load
// the reasons behind them (the LCP element and its phases, the shifts, the unused or blocking code).

/** The figures of one load (times in ms, as Lighthouse gives them). */
export function metricsOf(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp_ms: Math.round(value("first-contentful-paint")),
    lcp_ms: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    tbt_ms: Math.round(value("total-blocking-time")),
    speed_index_ms: Math.round(value("speed-index")),
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The element Lighthouse names as the largest contentful paint, if any. */
export function lcpElementOf(lhr) {
  const node = lhr.audits["largest-contentful-paint-element"].details?.items?.[0]?.items?.[0]?.node;
  return node ? { label: node.nodeLabel, snippet: node.snippet, selector: node.selector } : null;
}

const rows = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/** The elements that moved, with their share of the CLS and what Lighthouse thinks moved them. */
export function layoutShiftsOf(lhr) {
  return rows(lhr, "layout-shifts").map((s) => ({
    element: s.node?.snippet ?? s.node?.nodeLabel ?? null,
    selector: s.node?.selector ?? null,
    score: Number(s.score.toFixed(4)),
    causes: (s.subItems?.items ?? []).map((c) => c.cause ?? c.extra?.value ?? null).filter(Boolean),
  }));
}

/** The reasons behind the median load's figures; addresses relative to the page's origin. */
export function findingsOf(lhr, origin) {
  const local = (url) => (typeof url === "string" ? url.replace(origin, "") : url);
  const lcpPhases = lhr.audits["largest-contentful-paint-element"].details?.items?.[1]?.items ?? [];
  return {
    lcp_element: lcpElementOf(lhr),
    lcp_phases: lcpPhases.map((p) => ({ phase: p.phase, ms: Math.round(p.timing) })),
    layout_shifts: layoutShiftsOf(lhr),
    // Savings as Lighthouse estimates them, in its simulated phone's time.
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === "opportunity")
      .map((a) => ({
        id: a.id,
        savings_ms: Math.round(a.details.overallSavingsMs ?? 0),
        savings_bytes: Math.round(a.details.overallSavingsBytes ?? 0),
      }))
      .filter((o) => o.savings_ms > 0 || o.savings_bytes > 0)
      .sort((a, b) => b.savings_ms - a.savings_ms || b.savings_bytes - a.savings_bytes),
    render_blocking: rows(lhr, "render-blocking-resources").map((r) => ({
      url: local(r.url),
      bytes: r.totalBytes,
      ms: Math.round(r.wastedMs),
    })),
    unused_js: rows(lhr, "unused-javascript").map((r) => ({
      url: local(r.url),
      bytes: r.totalBytes,
      unused_bytes: r.wastedBytes,
    })),
    unused_css: rows(lhr, "unused-css-rules").map((r) => ({
      url: local(r.url),
      bytes: r.totalBytes,
      unused_bytes: r.wastedBytes,
    })),
    // Main-thread time per script, and the tasks that make up the blocking time.
    bootup: rows(lhr, "bootup-time")
      .slice(0, 5)
      .map((r) => ({ url: local(r.url), total_ms: Math.round(r.total), script_ms: Math.round(r.scripting) })),
    main_thread: rows(lhr, "mainthread-work-breakdown").map((r) => ({
      group: r.groupLabel,
      ms: Math.round(r.duration),
    })),
    long_tasks: rows(lhr, "long-tasks")
      .slice(0, 5)
      .map((t) => ({ url: local(t.url), start_ms: Math.round(t.startTime), ms: Math.round(t.duration) })),
    requests: rows(lhr, "network-requests").length,
    total_bytes: Math.round(lhr.audits["total-byte-weight"].numericValue),
  };
}
