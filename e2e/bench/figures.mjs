// Pure helpers of the web benchmark's interaction and server-cost figures: medians and
// percentiles, a Server-Timing entry's duration, a Prometheus counter's value, and pages per
// second per core. No I/O here, so node:test covers them (figures.test.mjs).

/** Median of the finite numbers (mean of the middle two for an even count); NaN when none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0-100) of the finite numbers; NaN when none. */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The dur= of one named Server-Timing entry ("render;dur=12.3, cpu;dur=8.1"), else null. */
export function timingDuration(serverTiming, name) {
  for (const entry of String(serverTiming ?? '').split(',')) {
    const [metric, ...params] = entry.split(';').map((part) => part.trim());
    if (metric !== name) continue;
    const dur = params.find((p) => p.startsWith('dur='));
    const value = dur ? Number(dur.slice(4)) : NaN;
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/** Sum of a metric's samples in Prometheus text (every label set), else null when absent. */
export function prometheusValue(text, name) {
  let sum = null;
  for (const line of String(text ?? '').split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const value = Number(match[3]);
    if (Number.isFinite(value)) sum = (sum ?? 0) + value;
  }
  return sum;
}

/**
 * Pages per second per core: the answered pages per wall second divided by the cores the site
 * process kept busy meanwhile (its CPU seconds per wall second). null when it used no CPU.
 */
export function pagesPerCore({ pages, wallSeconds, cpuSeconds }) {
  if (!(wallSeconds > 0) || !(cpuSeconds > 0)) return null;
  const cores = cpuSeconds / wallSeconds;
  return { pagesPerSecond: pages / wallSeconds, cores, perCore: pages / wallSeconds / cores };
}

/**
 * One interaction's row over its runs: each run { responseMs | null, inpMs | null, ownMs | null,
 * lost, outcome }. Medians over the runs that answered; lost counts the runs whose first
 * attempt got no answer within the wait.
 */
export function interactionSummary(runs) {
  const answered = runs.filter((r) => Number.isFinite(r.responseMs));
  return {
    runs: runs.length,
    answered: answered.length,
    lost: runs.filter((r) => r.lost).length,
    responseMs: median(answered.map((r) => r.responseMs)),
    inpMs: median(runs.map((r) => r.inpMs ?? NaN)),
    ownMs: median(runs.map((r) => r.ownMs ?? NaN)),
  };
}

/** first / second (e.g. first add to cart's response over the second's); null when either is missing. */
export function ratio(first, second) {
  return Number.isFinite(first) && Number.isFinite(second) && second > 0 ? first / second : null;
}
