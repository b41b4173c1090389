/**
 * The embedded store at scale: N contracts in the contracts service's store
 * (1,000, then 100,000), the heap they cost, and the dashboard's two reads
 * under load (`GET /api/contracts?limit=20` and the summary, through the
 * gateway, 50 connections) for one user who owns a realistic share of them,
 * in both shapes the main dashboard runs measure: every service and the
 * gateway in this one process (`make dev`), and the gateway's bundle in a
 * process of its own in front of the same services (as a cluster runs it).
 *
 * One contract is created through the API (a real document: wizard data,
 * terms, signing state); the rest are copies of it, each with its own id and
 * time, spread over many owners, inserted through the store port (one
 * transaction each), after which every owner's counters are recounted by the
 * contracts service's own repair, so the summary is exact.
 *
 *   node --expose-gc --import tsx scripts/bench/store-scale.ts   (or with tsx: tsx --expose-gc ...)
 *   STORE_SCALE_SIZES=1000,100000 STORE_SCALE_RUNS=3 STORE_SCALE_SECONDS=10
 *
 * `make bench` (scripts/bench/run.ts) runs this file in a process of its own and prints its lines.
 * The machine's load average is printed before each load: on a shared machine
 * one run is a sample, not a verdict.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEmbeddedStore } from '@homepact/kit';
import { collections, CONTRACTS, type ContractStored } from '../../services/contracts/src/store/collections.ts';
import { repositories } from '../../services/contracts/src/store/repositories.ts';
import { SQLITE_FILE } from '../../services/kit/src/store/embedded.ts';
import { startEmbeddedStack } from '../stack.ts';
import { signInViaMailbox } from '../sign-in.ts';
import { contractBody } from './contract-body.ts';
import { buildGatewayBundle, ownCpuUs, startGatewayProcess, type GatewayProcess } from './gateway-process.ts';
import { load, loadTool, rawGet, WARM_UP_SECONDS, type LoadResult } from './load.ts';
import { watchLoops } from './loop-delay.ts';

export const HEAP_TARGET_MB_PER_1000 = 5;
export const P99_TARGET_MS = 50;

export interface StoreScaleOptions {
  /** Total contracts at each step (ascending). */
  sizes?: number[];
  /** How many of them the measured user owns (at most the step's size). */
  userShare?: number;
  /** The other owners' contracts each (the rest is spread over this many per owner). */
  perOtherOwner?: number;
  runs?: number;
  durationSeconds?: number;
  connections?: number;
  /** Where lines go (console.log by default). */
  print?: (line: string) => void;
}

export interface StoreScaleStep {
  contracts: number;
  heapMbPer1000: number;
  heapUsedMb: number;
  rssMb: number;
  fileMb: number;
  seedSeconds: number;
  /** The store's page query alone (no HTTP, no cache), in ms. */
  queryP50: number;
  queryP99: number;
  /** Per shape (in one process, as deployed): each run's result. */
  shapes: Array<{ shape: string; page: LoadResult[]; summary: LoadResult[] }>;
  loadBefore: string[];
}

const mb = (bytes: number) => bytes / (1024 * 1024);
const load1 = () => loadavg()[0]!.toFixed(2);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function heapAfterGc(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run node with --expose-gc: the heap is only comparable after a full collection');
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

export async function storeScale(opts: StoreScaleOptions = {}): Promise<StoreScaleStep[]> {
  const sizes = opts.sizes ?? [1_000, 100_000];
  const share = opts.userShare ?? 1_000;
  const perOther = opts.perOtherOwner ?? 100;
  const runs = opts.runs ?? 3;
  const print = opts.print ?? ((l: string) => console.log(l));
  const line = (name: string, value: string, target?: string) =>
    print(`  ${name.padEnd(52)} ${value.padStart(14)}${target ? `   (target ${target})` : ''}`);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-store-scale-'));
  const stack = await startEmbeddedStack({
    dataDir,
    gatewayPort: 0,
    logLevel: 'error',
    env: { RATE_LIMIT_MAX: '100000000', AI_ANON_DAILY_PER_IP: '100000000', AI_ANON_DAILY_TOTAL: '100000000' },
  });
  // A second connection to the contracts service's own database (WAL: it and the service's never block each other's reads).
  const store = await createEmbeddedStore(dataDir, 'contracts');
  const steps: StoreScaleStep[] = [];
  let gateway: GatewayProcess | undefined;
  try {
    // Both shapes, as the main dashboard runs measure them: everything in this process (make dev), and the
    // gateway's bundle in a process of its own in front of the same services (as a cluster runs it).
    buildGatewayBundle();
    gateway = await startGatewayProcess({ env: stack.env });
    const shapes = [
      {
        name: 'in one process (make dev)',
        short: 'in one process',
        base: stack.gatewayUrl,
        loops: { services: stack.metricsUrls.contracts, gateway: stack.metricsUrls.gateway },
        cpuUs: ownCpuUs,
      },
      {
        name: 'as deployed (gateway in its own process)',
        short: 'as deployed',
        base: gateway.url,
        loops: { contracts: stack.metricsUrls.contracts, gateway: gateway.metricsUrl },
        cpuUs: () => ownCpuUs() + gateway!.cpuUs(),
      },
    ];
    const cookie = await signInViaMailbox(stack.gatewayUrl, 'store.scale@example.com');
    const created = await fetch(`${stack.gatewayUrl}/api/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(contractBody(0)),
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    const c = repositories(collections(store), () => new Date());
    const raw = store.collection<ContractStored>(CONTRACTS);
    const [template] = await raw.find({}, { limit: 1 });
    if (!template) throw new Error('the created contract is not in the store');
    const owner = template.createdBy;
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const routes = ['/api/contracts?limit=20', '/api/contracts/summary'];
    // Warm the routes once, so the baseline heap holds what serving them keeps (caches, compiled code).
    for (const r of routes) for (let i = 0; i < 20; i++) await rawGet(stack.gatewayUrl + r, headers);
    const base = heapAfterGc();
    print(
      `\nThe embedded store at scale (SQLite, ${path.join('DATA_DIR', 'contracts', SQLITE_FILE)}); one user owns ${share.toLocaleString('en-US')}, others ${perOther} each`,
    );
    print(
      `  ${loadTool()}, ${opts.connections ?? 50} connections, ${runs} x ${opts.durationSeconds ?? 10} s per route; load = 1-min load average before`,
    );
    line('heap after start-up and one contract (after GC)', `${mb(base.heap).toFixed(1)} MB`);

    const docSize = JSON.stringify(template).length;
    let total = 1;
    let ownerCount = 1;
    const t0 = Date.UTC(2024, 0, 1);
    for (const size of sizes) {
      const started = performance.now();
      const owners = new Set<string>();
      for (; total < size; total++) {
        // The measured user's share first, then everyone else's.
        const mine = total < share;
        const createdBy = mine ? owner : `owner-${Math.floor((total - share) / perOther)}`;
        if (!mine && (total - share) % perOther === 0) ownerCount++;
        owners.add(createdBy);
        const at = new Date(t0 + total * 60_000);
        // Straight into the collection, one transaction each; the owners' counters are recounted below.
        await raw.insertOne({ ...template, _id: randomUUID(), createdBy, createdAt: at, updatedAt: at });
      }
      for (const o of owners) await c.contracts.recount(o);
      const seedSeconds = (performance.now() - started) / 1000;
      const after = heapAfterGc();
      const file = await stat(path.join(dataDir, 'contracts', SQLITE_FILE));
      const heapMbPer1000 = mb(after.heap - base.heap) / (size / 1000);

      // The page query alone, straight at the store: what each cache miss costs.
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t = performance.now();
        await c.contracts.listOwned(owner, { fields: ['status', 'createdAt'], limit: 21 });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);

      print(`\n  ${size.toLocaleString('en-US')} contracts (${ownerCount} owners, ${(docSize / 1024).toFixed(1)} KiB each as JSON)`);
      line('seeding through the store', `${seedSeconds.toFixed(1)} s`);
      line('database file', `${mb(file.size).toFixed(0)} MB`);
      line('heap used after GC / rss', `${mb(after.heap).toFixed(1)} / ${mb(after.rss).toFixed(0)} MB`);
      line(
        'heap growth per 1,000 contracts',
        `${heapMbPer1000.toFixed(2)} MB`,
        `≤ ${HEAP_TARGET_MB_PER_1000} MB: ${heapMbPer1000 <= HEAP_TARGET_MB_PER_1000 ? 'ok' : 'MISSED'}`,
      );
      line('page query in the store alone p50 / p99', `${pct(times, 50).toFixed(2)} / ${pct(times, 99).toFixed(2)} ms`);

      const step: StoreScaleStep = {
        contracts: size,
        heapMbPer1000,
        heapUsedMb: mb(after.heap),
        rssMb: mb(after.rss),
        fileMb: mb(file.size),
        seedSeconds,
        queryP50: pct(times, 50),
        queryP99: pct(times, 99),
        shapes: [],
        loadBefore: [],
      };
      for (const shape of shapes) {
        print(`  through the gateway ${shape.name}:`);
        const results = { page: [] as LoadResult[], summary: [] as LoadResult[] };
        // Warm each route at the same load first, as the main dashboard runs do: JIT-compiled hot paths and the
        // statement cache at this size, so run 1 measures the service and not its first seconds.
        for (const r of routes)
          await load({ url: shape.base + r, headers, connections: opts.connections, durationSeconds: WARM_UP_SECONDS });
        for (let i = 0; i < runs; i++) {
          for (const route of routes) {
            const before = load1();
            const loopDelays = await watchLoops(shape.loops);
            // CPU per answer of every process that serves it (wrk is not one): steady where wall figures are not.
            const cpuBefore = shape.cpuUs();
            const r = await load({
              url: shape.base + route,
              headers,
              connections: opts.connections,
              durationSeconds: opts.durationSeconds,
            });
            const cpuPerAnswer = (shape.cpuUs() - cpuBefore) / Math.max(1, r.rps * (opts.durationSeconds ?? 10));
            const loop = await loopDelays.read();
            (route.includes('summary') ? results.summary : results.page).push(r);
            step.loadBefore.push(before);
            line(
              `  GET ${route} run ${i + 1} (load ${before})`,
              `p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${cpuPerAnswer.toFixed(0)} µs CPU/answer, loop p99 ${loop} ms${
                r.non2xx + r.errors ? `, ${r.non2xx} non-2xx / ${r.errors} errors` : ''
              }`,
            );
          }
        }
        for (const [name, rs] of Object.entries(results)) {
          const p99s = rs.map((r) => r.p99).sort((x, y) => x - y);
          const worst = p99s.at(-1)!;
          const failed = rs.reduce((n, r) => n + r.non2xx + r.errors, 0);
          line(
            `${name}, ${shape.short}: median / worst p99`,
            `${p99s[Math.floor(p99s.length / 2)]!.toFixed(1)} / ${worst.toFixed(1)} ms`,
            `≤ ${P99_TARGET_MS} ms in every run: ${worst <= P99_TARGET_MS && failed === 0 ? 'ok' : 'MISSED'}`,
          );
        }
        step.shapes.push({ shape: shape.short, ...results });
      }
      const afterLoad = heapAfterGc();
      line('heap used after GC, after the loads', `${mb(afterLoad.heap).toFixed(1)} MB`);
      steps.push(step);
    }
    return steps;
  } finally {
    await gateway?.stop();
    await store.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  await storeScale({
    sizes: env.STORE_SCALE_SIZES?.split(',').map(Number),
    runs: env.STORE_SCALE_RUNS ? Number(env.STORE_SCALE_RUNS) : undefined,
    durationSeconds: env.STORE_SCALE_SECONDS ? Number(env.STORE_SCALE_SECONDS) : undefined,
  });
}
