/**
 * Where the dashboard's two reads spend their CPU: the embedded stack in one
 * process (as `make dev` runs it), a user with DASHBOARD_CONTRACTS contracts
 * (1,000), and GET /api/contracts?limit=20 then GET /api/contracts/summary
 * through the gateway under wrk (50 connections, a browser's Accept-Encoding),
 * each under the V8 CPU profiler. Prints the CPU per answer (steady on a
 * machine others share, unlike req/s) and the top self-time functions, and
 * writes each profile to artifacts/dashboard-*.cpuprofile.
 *
 *   tsx scripts/bench/profile-dashboard.ts
 *   DASHBOARD_CONTRACTS=1000 PROFILE_SECONDS=10 PROFILE_CONNECTIONS=50 PROFILE_TOP=25 PROFILE=off
 *
 * PROFILE=off measures without the profiler (its sampling costs some CPU of its own).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedStack } from '../stack.ts';
import { signInViaMailbox } from '../sign-in.ts';
import { contractBody } from './contract-body.ts';
import { printTable, topSelfTime, type CpuProfile } from './cpu-profile.ts';
import { load, loadTool, rawGet } from './load.ts';

const root = path.resolve(import.meta.dirname, '../..');
const artifacts = path.join(root, 'artifacts');
const CONTRACTS = Number(process.env.DASHBOARD_CONTRACTS ?? 1000);
const DURATION = Number(process.env.PROFILE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const PROFILING = process.env.PROFILE !== 'off';
const say = (text = '') => process.stderr.write(`${text}\n`);

if (loadTool() !== 'wrk') {
  say('wrk is not installed: `apt-get install -y wrk` (the load must not share the event loop it measures).');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-profile-dashboard-'));
const stack = await startEmbeddedStack({
  dataDir,
  gatewayPort: 0,
  logLevel: 'error',
  env: { RATE_LIMIT_MAX: '100000000' },
  // The profiler samples this thread: the gateway runs on it.
  gateway: 'loop',
});
const session = new Session();
session.connect();
try {
  const cookie = await signInViaMailbox(stack.gatewayUrl, 'profile.dashboard@example.com');
  for (let i = 0; i < CONTRACTS; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, CONTRACTS - i) }, (_, j) =>
        fetch(`${stack.gatewayUrl}/api/contracts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(contractBody(i + j)),
        }).then(async (r) => {
          if (r.status !== 201) throw new Error(`create failed: ${r.status} ${await r.text()}`);
        }),
      ),
    );
  }
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const routes = ['/api/contracts?limit=20', '/api/contracts/summary'];
  for (const r of routes) for (let i = 0; i < 50; i++) await rawGet(stack.gatewayUrl + r, headers);
  for (const r of routes) await load({ url: stack.gatewayUrl + r, headers, durationSeconds: 3, connections: CONNECTIONS });
  say(`Embedded stack in one process, ${CONTRACTS} contracts, wrk ${CONNECTIONS} connections, ${DURATION} s per route`);
  // What the stack spends with nobody asking (relays, schedulers, timers): part of every CPU-per-answer figure.
  const idleBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, 5000));
  const idle = process.cpuUsage(idleBefore);
  say(`  idle: ${((idle.user + idle.system) / 5000).toFixed(1)} ms of CPU per second (the stack's own timers)`);
  if (PROFILING) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const route of routes) {
    const loadBefore = loadavg()[0]!.toFixed(2);
    if (PROFILING) await session.post('Profiler.start');
    const cpuBefore = process.cpuUsage();
    const r = await load({ url: stack.gatewayUrl + route, headers, durationSeconds: DURATION, connections: CONNECTIONS });
    const cpu = process.cpuUsage(cpuBefore);
    const perAnswer = (cpu.user + cpu.system) / Math.max(1, r.rps * DURATION);
    say(`\nGET ${route} (load ${loadBefore}): ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms`);
    say(`  CPU per answer (the whole stack's process, user + system): ${perAnswer.toFixed(0)} µs`);
    if (!PROFILING) continue;
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    mkdirSync(artifacts, { recursive: true });
    const file = path.join(artifacts, `dashboard-${route.includes('summary') ? 'summary' : 'page'}-${stamp}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const t = topSelfTime(profile, TOP);
    say(`  profile: ${path.relative(root, file)} (${t.totalMs.toFixed(0)} ms busy, ${t.idleMs.toFixed(0)} ms idle or profiler)`);
    printTable(t, say);
  }
} finally {
  session.disconnect();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
