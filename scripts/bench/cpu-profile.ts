/**
 * Reading V8 CPU profiles (the inspector's Profiler domain, or `node
 * --cpu-prof`): self time per function and per package, for
 * `make profile-gateway` and scripts/bench/profile-dashboard.ts.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a function lives: a package, node's internals, or a project file. */
function origin(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return path.relative(root, file);
}

/** Not work: the thread waiting, and the profiler's own hand-over of the profile. */
const notWork = (functionName: string, where: string) => functionName === '(idle)' || where === 'node:inspector';

/**
 * Self time per function (summed over every call site) and per package, in ms
 * and % of the busy time sampled (idle time and the profiler's own left out).
 */
export function topSelfTime(profile: CpuProfile, top = 25) {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
  let total = 0;
  let idle = 0;
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = origin(url);
    if (notWork(functionName, where)) {
      idle += us;
      continue;
    }
    total += us;
    const key = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + us);
  }
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, pct: (100 * us) / (total || 1) }));
  return { totalMs: total / 1000, idleMs: idle / 1000, functions: rank(byFunction), origins: rank(byOrigin) };
}

/** The tables topSelfTime ranks, one line each, through `say`. */
export function printTable(t: ReturnType<typeof topSelfTime>, say: (text: string) => void) {
  say('  top self time by function:');
  for (const f of t.functions) say(`    ${f.pct.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`);
  say('  by package / file:');
  for (const f of t.origins.slice(0, 20)) say(`    ${f.pct.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`);
}
