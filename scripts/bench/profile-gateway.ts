/**
 * `make profile-gateway`: where the gateway's time goes. The embedded stack
 * runs in one process (LOG_LEVEL info unless set; the gateway on the services'
 * event loop, so the profiler's one thread sees both), with
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
import { printTable, topSelfTime, type CpuProfile } from './cpu-profile.ts';
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

function printTop(title: string, file: string, profile: CpuProfile, r: MeasuredLoad) {
  const t = topSelfTime(profile, TOP);
  say(`\n${title}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx ${r.non2xx}`);
  say(`  profile: ${path.relative(root, file)} (${t.totalMs.toFixed(0)} ms busy, ${t.idleMs.toFixed(0)} ms idle or profiler)`);
  // Steadier than req/s on a machine others share (profiler overhead included).
  say(`  CPU per answer (the whole stack's process, user + system): ${r.cpuPerRequestUs.toFixed(0)} µs`);
  printTable(t, say);
}

if (earlier) {
  const t = topSelfTime(JSON.parse(readFileSync(earlier, 'utf8')) as CpuProfile, TOP);
  say(`${earlier}: ${t.totalMs.toFixed(0)} ms busy, ${t.idleMs.toFixed(0)} ms idle or profiler`);
  printTable(t, say);
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
  // The profiler samples this thread: the gateway runs on it.
  gateway: 'loop',
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
