/**
 * HTTP load for `make bench`: wrk when it is installed (its own process, so
 * the load does not share the stack's event loop), autocannon otherwise.
 */
import { execFile, execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  tool: 'wrk' | 'autocannon';
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx/3xx, and socket errors or timeouts. */
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

let wrkPath: string | null | undefined;
function findWrk(): string | null {
  if (wrkPath !== undefined) return wrkPath;
  try {
    wrkPath = execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    wrkPath = null;
  }
  return wrkPath;
}

/**
 * Seconds of the same load on each route before a latency run counts. With 3 s, run 1's CPU per answer was
 * 20-50 % above runs 2 and 3 in most shapes (27 November: 545 / 426 / 515 µs, 559 / 374 / 382 µs): on two busy
 * cores the optimising compiler's thread gets little time, so the hot paths were not yet compiled, and run 1's
 * p99 was the worst in 6 of 8 loads.
 */
export const WARM_UP_SECONDS = 8;

export const loadTool = () => (findWrk() ? 'wrk' : 'autocannon');

/** "12.34ms" / "870.00us" / "1.20s" in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) throw new Error(`unreadable wrk latency: ${text}`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

export function parseWrk(out: string): Omit<LoadResult, 'tool'> {
  const pct = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    if (!m) throw new Error(`wrk printed no ${p}% latency:\n${out}`);
    return wrkMs(m[1]!);
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  return { rps, p50: pct('50'), p99: pct('99'), non2xx, errors };
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  const connections = opts.connections ?? 50;
  const duration = opts.durationSeconds ?? 10;
  const headers = opts.headers ?? {};
  const wrk = findWrk();
  if (wrk) {
    const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s'];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
    args.push(opts.url);
    const out = await new Promise<string>((resolve, reject) =>
      execFile(wrk, args, { maxBuffer: 1 << 20 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
    return { tool: 'wrk', ...parseWrk(out) };
  }
  const r = await autocannon({ url: opts.url, connections, duration, headers });
  return { tool: 'autocannon', rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

export interface PacedLoadResult {
  answers: number;
  rps: number;
  /** Answers outside 2xx/3xx, and errors or timeouts. */
  bad: number;
  /** Latency percentiles, ms: at a fixed rate below saturation they are the answer's own time, not a queue's. */
  p50: number;
  p99: number;
}

/**
 * A load at about a fixed request rate (`rate` per second over all connections), so two servers loaded alike do
 * the same work per second: their CPU per answer compares their code, not their throughput, and their latency
 * is an answer's own time, not a queue's. With wrk: each connection waits an exponential gap before each request
 * (paced.lua), so the requests arrive as a Poisson stream, and wrk, in C and in its own process, measures them to
 * the microsecond. The rate comes out a few per cent under `rate` (a connection's gap starts when its answer
 * arrives); `rps` is what it was. Without wrk: autocannon's CLI with `-R`, in a process of its own.
 */
export function pacedLoad(opts: LoadOptions & { rate: number }): Promise<PacedLoadResult> {
  const duration = opts.durationSeconds ?? 10;
  const connections = opts.connections ?? 50;
  const wrk = findWrk();
  if (wrk) {
    const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s', '-s', PACED_SCRIPT];
    for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
    args.push(opts.url);
    const env = { ...process.env, PACED_GAP_MS: String((connections / opts.rate) * 1000) };
    return new Promise((resolve, reject) =>
      execFile(wrk, args, { env, maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
        if (err) return reject(new Error(`${err.message}\n${stderr}`));
        const r = parseWrk(stdout);
        const answers = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN);
        resolve({ answers, rps: r.rps, bad: r.non2xx + r.errors, p50: r.p50, p99: r.p99 });
      }),
    );
  }
  const args = [autocannonCli(), '-j', '-c', String(connections), '-d', String(duration), '-R', String(opts.rate)];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(opts.url);
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 1 << 24 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`${err.message}\n${stderr}`));
      const r = JSON.parse(stdout) as {
        requests: { total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        answers: r.requests.total,
        rps: r.requests.total / duration,
        bad: r.non2xx + r.errors + r.timeouts,
        p50: r.latency.p50,
        p99: r.latency.p99,
      });
    }),
  );
}

const PACED_SCRIPT = path.join(import.meta.dirname, 'paced.lua');
const autocannonCli = () => createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One GET with exactly these headers: the status, headers and the bytes as they came over the wire. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
