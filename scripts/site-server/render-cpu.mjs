// The CPU time a render took (process.cpuUsage(), user + system), sent as Server-Timing
// `cpu;dur=` beside `render;dur=` (wall time). The process's CPU, not the render's alone: it is
// the render's own only while requests come one after another (as the web benchmark sends them);
// under concurrent load it also counts whatever else ran meanwhile.

/** Runs fn, resolving to { result, cpuMs }. */
export async function withCpuTime(fn) {
  const start = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}
