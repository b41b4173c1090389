/**
 * `make bench`: prints figures, asserts nothing. Everything runs on this
 * machine, against the embedded stack on loopback.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedStack } from '../stack.ts';
import { signInViaMailbox } from '../sign-in.ts';
import { contractBody } from './contract-body.ts';
import { runPdfBench } from '../../services/documents/bench/pdf-bench.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

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

const dataDir = await mkdtemp(path.join(tmpdir(), 'hp-bench-'));
const stack = await startEmbeddedStack({
  dataDir,
  gatewayPort: 0,
  logLevel: 'error',
  // The benchmark is the only client; the general limit would throttle it, not measure it.
  env: { RATE_LIMIT_MAX: '100000000' },
});

try {
  console.log('\nHomePact benchmarks (embedded defaults, loopback)\n');

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

  // 2. The dashboard list for a user with 1,000 contracts, through the gateway.
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
  const result = await autocannon({
    url: `${stack.gatewayUrl}/api/contracts`,
    connections: 50,
    duration: 10,
    headers: { cookie },
  });
  console.log('\nGET /api/contracts through the gateway, 1,000 contracts, 50 connections, 10 s (autocannon)');
  line('seeding 1,000 contracts', ms(seedMs));
  line('throughput', `${result.requests.average.toFixed(0)} req/s`);
  line('latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`, 'p99 < 50 ms');
  line('non-2xx answers / errors', `${result.non2xx} / ${result.errors}`);
  line('answer size', `${(result.throughput.average / Math.max(1, result.requests.average) / 1024).toFixed(1)} KiB`);

  // 3. PDF rendering with the warm local Chromium (targets: first < 3 s, p50 < 300 ms, p95 < 800 ms, memory growth < 10 %).
  console.log('\nPDF rendering (local Chromium, typical 3-page contract)');
  for (const [name, value] of Object.entries(await runPdfBench())) line(name, String(value));
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
