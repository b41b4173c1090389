/**
 * `make profile-gateway`: where the gateway's time goes. The embedded stack
 * runs as `make dev` runs it (one process, LOG_LEVEL info unless set), with
 * wrk as the load (its own process). GET /api/contracts for a user with 20
 * contracts at 50 connections is loaded through the gateway, then straight at
 * the contracts service, each under the V8 CPU profiler; both profiles are
 * written to artifacts/ (open them in Chrome DevTools > Performance, or
 * https://www.speedscope.app) and their top self-time functions printed.
 *
 * The stack's own log lines go to artifacts/profile-gateway.log, not the terminal.
 * `tsx scripts/bench/profile-gateway.ts <file>.cpuprofile` prints the top of an earlier profile.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MeasuredLoad } from './gateway-ratio.ts';

const root = path.resolve(import.meta.dirname, '../..');
const artifacts = path.join(root, 'artifacts');
const DURATION = Number(process.env.PROFILE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

/** Writes to stderr: stdout is the stack's log. */
const say = (text = '') => process.stderr.write(`${text}\n`);

/** `tsx scripts/bench/profile-gateway.ts some.cpuprofile` prints the top of a profile taken earlier. */
const earlier = process.argv.slice(2).find((a) => a.endsWith('.cpuprofile'));

if (!process.env.HP_PROFILE_CHILD && !earlier) {
  // The parent only re-runs this file with stdout going to the log file.
  mkdirSync(artifacts, { recursive: true });
  const log = openSync(path.join(artifacts, 'profile-gateway.log'), 'w');
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, HP_PROFILE_CHILD: '1' },
    stdio: ['ignore', log, 'inherit'],
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  process.exit(code);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
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
export function topSelfTime(profile: CpuProfile, top = TOP) {
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

function printTop(title: string, file: string, profile: CpuProfile, r: MeasuredLoad) {
  const t = topSelfTime(profile);
  say(`\n${title}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}`);
  say(`  profile: ${path.relative(root, file)} (${t.totalMs.toFixed(0)} ms busy, ${t.idleMs.toFixed(0)} ms idle or profiler)`);
  // Steadier than req/s on a machine others share (profiler overhead included).
  say(`  CPU per answer (the whole stack's process, user + system): ${r.cpuPerRequestUs.toFixed(0)} µs`);
  printTable(t);
}

function printTable(t: ReturnType<typeof topSelfTime>) {
  say('  top self time by function:');
  for (const f of t.functions) say(`    ${f.pct.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`);
  say('  by package / file:');
  for (const f of t.origins.slice(0, 20)) say(`    ${f.pct.toFixed(1).padStart(5)} %  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`);
}

if (earlier) {
  const t = topSelfTime(JSON.parse(readFileSync(earlier, 'utf8')) as CpuProfile);
  say(`${earlier}: ${t.totalMs.toFixed(0)} ms busy, ${t.idleMs.toFixed(0)} ms idle or profiler`);
  printTable(t);
  process.exit(0);
}

const { startEmbeddedStack } = await import('../stack.ts');
const { prepareGatewayRoute, loadDirect, loadGateway, startBareProxy } = await import('./gateway-ratio.ts');
const { loadTool } = await import('./load.ts');

if (loadTool() !== 'wrk') {
  say('wrk is not installed: `apt-get install -y wrk` (the load must not share the event loop it measures).');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-profile-'));
const level = process.env.LOG_LEVEL ?? 'info';
const stack = await startEmbeddedStack({
  dataDir,
  gatewayPort: 0,
  logLevel: level,
  env: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: level },
});
const session = new Session();
session.connect();
try {
  const route = await prepareGatewayRoute(stack);
  const bare = await startBareProxy(route, stack.urls.contracts!);
  say(`Embedded stack (LOG_LEVEL ${level}), GET /api/contracts, 20 contracts, wrk ${CONNECTIONS} connections, ${DURATION} s`);
  // Warm both paths (JIT, caches) before anything is sampled.
  await loadGateway(route, 3, CONNECTIONS);
  await loadDirect(route, 3, CONNECTIONS);
  await bare.load(3, CONNECTIONS);

  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const runs = [
    { name: 'gateway', title: 'Through the gateway', run: () => loadGateway(route, DURATION, CONNECTIONS) },
    { name: 'direct', title: 'Straight at contracts', run: () => loadDirect(route, DURATION, CONNECTIONS) },
    {
      name: 'bare-proxy',
      title: 'Through a bare Fastify + @fastify/http-proxy (the floor of this design)',
      run: () => bare.load(DURATION, CONNECTIONS),
    },
  ];
  const results = new Map<string, MeasuredLoad>();
  for (const r of runs) {
    await session.post('Profiler.start');
    const result = await r.run();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    const file = path.join(artifacts, `${r.name}-${stamp}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    printTop(r.title, file, profile, result);
    results.set(r.name, result);
  }
  await bare.close();
  const [g, d, b] = ['gateway', 'direct', 'bare-proxy'].map((n) => results.get(n)!);
  say('\nSummary (throughput ratio / ratio of CPU per answer, to direct):');
  say(`  gateway     ${(g!.rps / d!.rps).toFixed(2)} / ${(d!.cpuPerRequestUs / g!.cpuPerRequestUs).toFixed(2)}`);
  say(`  bare proxy  ${(b!.rps / d!.rps).toFixed(2)} / ${(d!.cpuPerRequestUs / b!.cpuPerRequestUs).toFixed(2)}`);
  await session.post('Profiler.disable');
  say(`\nStack log: ${path.relative(root, path.join(artifacts, 'profile-gateway.log'))}`);
} finally {
  session.disconnect();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
