/**
 * `make bench`: prints figures, asserts nothing. Everything runs on this
 * machine, against the embedded stack on loopback.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedStack } from '../stack.ts';
import { signInViaMailbox } from '../sign-in.ts';
import { contractBody } from './contract-body.ts';
import { runPdfBench } from '../../services/documents/bench/pdf-bench.ts';
import { load, loadTool, rawGet } from './load.ts';
import { measureGatewayRatio, prepareGatewayRoute, printGatewayRatio } from './gateway-ratio.ts';
import { buildGatewayBundle, startGatewayProcess, type GatewayProcess } from './gateway-process.ts';
import { buildWeb, homePageFigures, routeSizes, serveBuild, splitFromHome } from './web-bench.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function line(name: string, value: string, target?: string) {
  console.log(`  ${name.padEnd(52)} ${value.padStart(14)}${target ? `   (target ${target})` : ''}`);
}

async function timeRequests(n: number, send: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`request failed: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

let gatewayProcess: GatewayProcess | undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-'));
const stack = await startEmbeddedStack({
  dataDir,
  gatewayPort: 0,
  logLevel: 'error',
  // The benchmark is the only client; the general limit would throttle it, not measure it.
  // The benchmark's own traffic must not meet the abuse limits (gateway rate, AI daily budgets).
  env: { RATE_LIMIT_MAX: '100000000', AI_ANON_DAILY_PER_IP: '100000000', AI_ANON_DAILY_TOTAL: '100000000' },
});

try {
  console.log('\nHomePact benchmarks (embedded defaults, loopback)');
  console.log(`Machine: ${machine()}\n`);

  // 1. Built-in generation, timed at the ai service itself (no gateway), warm.
  const ai = stack.urls.ai!;
  const scopeBody = JSON.stringify({
    contractDetails: 'Replace the kitchen faucet and fix a leaking shower valve',
    persona: 'homeowner',
    selectedState: 'california',
  });
  const post = (url: string, body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await timeRequests(20, () => post(`${ai}/api/generate-scope`, scopeBody));
  const scope = await timeRequests(200, () => post(`${ai}/api/generate-scope`, scopeBody));
  const { aiGeneratedScope } = (await (await post(`${ai}/api/generate-scope`, scopeBody)).json()) as { aiGeneratedScope: string };
  const form = { ...contractBody(1), aiGeneratedScope };
  delete (form as Record<string, unknown>).finalContract;
  const contractReq = JSON.stringify({
    serviceType: form.serviceType,
    jobDescription: aiGeneratedScope,
    userState: 'CA',
    budgetEstimate: form.totalAmount,
    priceType: 'fixed',
    contractPriceOrCap: form.totalAmount,
    startDate: form.projectStartDate,
    completionDate: form.projectEndDate,
    paymentMilestones: form.paymentSchedule,
    allFormData: form,
  });
  await timeRequests(20, () => post(`${ai}/api/generate-final-contract`, contractReq));
  const contract = await timeRequests(200, () => post(`${ai}/api/generate-final-contract`, contractReq));
  console.log('Built-in AI generation (200 sequential requests, server round trip on loopback)');
  line('scope p50 / p95', `${ms(percentile(scope, 50))} / ${ms(percentile(scope, 95))}`, '< 50 ms');
  line('contract p50 / p95', `${ms(percentile(contract, 50))} / ${ms(percentile(contract, 95))}`, '< 50 ms');

  // 2. What the gateway costs: the same route direct and through the gateway, alternately (gateway-ratio.ts),
  // in both shapes: everything in one process as `make dev` runs it, and the gateway in its own process
  // (the bundle its image runs) as a cluster runs it.
  const route = await prepareGatewayRoute(stack);
  console.log(`\nGateway cost, in one process with the services (make dev): GET /api/contracts, 20 contracts,`);
  console.log(`${loadTool()}, 50 connections, 2 x 10 s each way`);
  printGatewayRatio(await measureGatewayRatio(route), line);
  buildGatewayBundle();
  gatewayProcess = await startGatewayProcess({ env: stack.env });
  console.log(`\nGateway cost, as deployed (the gateway's bundle in its own process): the same route and load`);
  printGatewayRatio(
    await measureGatewayRatio({ ...route, gatewayUrl: `${gatewayProcess.url}/api/contracts` }, { gatewayCpuUs: gatewayProcess.cpuUs }),
    line,
  );

  // 2. The dashboard's data for a user with 1,000 contracts, through the gateway.
  const cookie = await signInViaMailbox(stack.gatewayUrl, 'bench.user@example.com');
  const t0 = performance.now();
  for (let i = 0; i < 1000; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
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
  const seedMs = performance.now() - t0;
  console.log(`\nThe dashboard's data, 1,000 contracts, through the gateway (${loadTool()}, 50 connections, 10 s each)`);
  line('seeding 1,000 contracts', ms(seedMs));
  await dashboardBench(stack.gatewayUrl, cookie, [
    ['in one process (make dev)', stack.gatewayUrl],
    ['as deployed (own process)', gatewayProcess.url],
  ]);

  // 3. The pages: production build, initial JavaScript per route, the home page in Chromium.
  await pagesBench(stack.gatewayUrl);

  // 4. PDF rendering with the warm local Chromium.
  console.log('\nPDF rendering (local Chromium, typical 3-page contract)');
  const pdfTargets: Record<string, [string, (n: number) => boolean]> = {
    first_pdf_ms: ['< 3000 ms', (n) => n < 3000],
    render_p50_ms: ['< 300 ms', (n) => n < 300],
    render_p95_ms: ['< 800 ms', (n) => n < 800],
    memory_growth_pct: ['< 10 %', (n) => n < 10],
  };
  for (const [name, value] of Object.entries(await runPdfBench())) {
    const target = pdfTargets[name];
    line(name, String(value), target ? `${target[0]}: ${mark(target[1](Number(value)))}` : undefined);
  }
} finally {
  await gatewayProcess?.stop();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

function machine(): string {
  let cpu = 'unknown CPU';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    /* not Linux */
  }
  return `${availableParallelism()} cores (nproc), ${cpu}, Node ${process.versions.node}`;
}

type Summary = { id: string; createdAt: string; status: string };

/** Every page of ?limit=, following Link rel="next". */
async function walkPages(gatewayUrl: string, cookie: string, limit: number): Promise<Summary[]> {
  const rows: Summary[] = [];
  let next: string | null = `/api/contracts?limit=${limit}`;
  while (next) {
    const res = await fetch(gatewayUrl + next, { headers: { cookie } });
    if (!res.ok) throw new Error(`page failed: ${res.status}`);
    rows.push(...((await res.json()) as Summary[]));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return rows;
}

async function dashboardBench(gatewayUrl: string, cookie: string, gateways: Array<[string, string]>) {
  const auth = { cookie };
  const browserLike = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };

  // Correct first: the whole list, the pages and the summary agree.
  const full = (await (await fetch(`${gatewayUrl}/api/contracts`, { headers: auth })).json()) as Summary[];
  const newestFirst = full.every(
    (c, i) => i === 0 || full[i - 1]!.createdAt > c.createdAt || (full[i - 1]!.createdAt === c.createdAt && full[i - 1]!.id > c.id),
  );
  const paged = await walkPages(gatewayUrl, cookie, 100);
  const samePages = paged.length === full.length && paged.every((c, i) => c.id === full[i]!.id);
  const summary = (await (await fetch(`${gatewayUrl}/api/contracts/summary`, { headers: auth })).json()) as {
    total: number;
    byStatus: Record<string, number>;
  };
  line('full list: rows, newest first', `${full.length}, ${newestFirst ? 'yes' : 'NO'}`, '1000, yes');
  line('pages of 100 (Link rel="next") = full list', samePages ? 'yes' : 'NO', 'yes');
  line('summary total / draft', `${summary.total} / ${summary.byStatus.draft}`, '1000 / 1000');

  // The full list on the wire.
  const plain = await rawGet(`${gatewayUrl}/api/contracts`, auth);
  const gz = await rawGet(`${gatewayUrl}/api/contracts`, { ...auth, 'accept-encoding': 'gzip' });
  const br = await rawGet(`${gatewayUrl}/api/contracts`, browserLike);
  line('full list on the wire: identity', kib(plain.body.length));
  line(
    '  gzip / br',
    `${kib(gz.body.length)} / ${kib(br.body.length)}`,
    `compressed (${gz.headers['content-encoding'] ?? 'none'} / ${br.headers['content-encoding'] ?? 'none'})`,
  );
  const etag = String(plain.headers.etag ?? '');
  const revalidated = await rawGet(`${gatewayUrl}/api/contracts/summary`, {
    ...auth,
    'if-none-match': String((await rawGet(`${gatewayUrl}/api/contracts/summary`, auth)).headers.etag ?? ''),
  });
  const listRevalidated = await rawGet(`${gatewayUrl}/api/contracts`, { ...auth, 'if-none-match': etag });
  line('If-None-Match: summary / full list', `${revalidated.status} / ${listRevalidated.status}`, '304 / 304');

  const report = (name: string, r: Awaited<ReturnType<typeof load>>, target?: number) => {
    const p99 = `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms`;
    line(`${name} p50 / p99`, p99, target === undefined ? undefined : `p99 <= ${target} ms: ${mark(r.p99 <= target)}`);
    line('  throughput, non-2xx / errors', `${r.rps.toFixed(0)} req/s, ${r.non2xx} / ${r.errors}`);
  };
  for (const [shape, base] of gateways) {
    console.log(`  Under load, through the gateway ${shape}:`);
    // Warm every route first (caches, JIT).
    for (const p of ['/api/contracts?limit=20', '/api/contracts/summary']) for (let i = 0; i < 50; i++) await rawGet(base + p, browserLike);
    report('GET /api/contracts?limit=20', await load({ url: `${base}/api/contracts?limit=20`, headers: browserLike }), 50);
    report('GET /api/contracts/summary', await load({ url: `${base}/api/contracts/summary`, headers: browserLike }), 50);
    report('GET /api/contracts (whole list, br)', await load({ url: `${base}/api/contracts`, headers: browserLike }));
  }
}

async function pagesBench(gatewayUrl: string) {
  console.log('\nPages (vite build, production mode)');
  const web = await buildWeb();
  try {
    const sizes = await routeSizes(web);
    console.log('  initial JavaScript per route (gzip level 5 as nginx serves it; files, raw, gzipped, own chunk)');
    for (const r of sizes) {
      const own = r.ownGzipBytes === null ? '' : `, own ${kib(r.ownGzipBytes)}`;
      const target = r.path === '/' ? `<= 150 KiB: ${mark(r.gzipBytes <= 150 * 1024)}` : undefined;
      line(`  ${r.path} (${r.label}): ${r.files} files, ${kib(r.rawBytes)} raw${own}`, kib(r.gzipBytes), target);
    }
    const split = (m: string) => (splitFromHome(web, m) ? 'yes' : 'NO');
    line(
      'wizard / admin / admin2 in their own chunks',
      `${split('src/pages/wizard/ContractWizardPage.tsx')} / ${split('src/pages/admin/AdminPage.tsx')} / ${split('src/pages/admin/Admin2Page.tsx')}`,
      'yes / yes / yes',
    );

    const server = await serveBuild(web.outDir, gatewayUrl);
    try {
      console.log('\nHome page in headless Chromium (built app served like production; median of 5 cold loads)');
      const results = await homePageFigures(`${server.url}/`);
      for (const { profile, figures: f } of results) {
        console.log(`  ${profile.name}`);
        const mobile = profile.cpu > 1;
        // Lighthouse's "good" thresholds (its mobile scoring for the throttled profile).
        line('    FCP', ms(f.fcp), mobile ? `<= 1800 ms: ${mark(f.fcp <= 1800)}` : `<= 1000 ms: ${mark(f.fcp <= 1000)}`);
        line('    LCP', ms(f.lcp), mobile ? `<= 2500 ms: ${mark(f.lcp <= 2500)}` : `<= 1200 ms: ${mark(f.lcp <= 1200)}`);
        line('    CLS (sum of shifts without input)', f.cls.toFixed(3), `<= 0.1: ${mark(f.cls <= 0.1)}`);
        line('    total blocking time', ms(f.tbt), mobile ? `<= 200 ms: ${mark(f.tbt <= 200)}` : `<= 150 ms: ${mark(f.tbt <= 150)}`);
        line('    JS transferred / requests', `${kib(f.jsTransferred)} / ${f.requests}`);
      }
      const f = results[0]!.figures;
      line(
        'images: all / unsized / eager below the fold',
        `${f.images} / ${f.unsizedImages} / ${f.eagerImagesBelowFold}`,
        `unsized 0, eager below fold 0: ${mark(f.unsizedImages === 0 && f.eagerImagesBelowFold === 0)}`,
      );
      line('web font files', String(f.fontFiles), 'system fonts');
    } finally {
      await server.close();
    }
  } finally {
    await web.remove();
  }
}
