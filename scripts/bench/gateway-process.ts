/**
 * The gateway as it is deployed: its own process, running the esbuild bundle
 * its image runs (gateway/dist/server.js), in front of services elsewhere. In
 * `make dev` the gateway runs on a thread of the services' process (its own
 * event loop and heap, the same process's CPU and allocator); in a cluster it
 * is its own Deployment with its own CPU. `make bench` measures both shapes.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@homepact/kit';

const root = path.resolve(import.meta.dirname, '../..');

export interface GatewayProcess {
  url: string;
  pid: number;
  /** Its Prometheus endpoint, when it serves one. */
  metricsUrl?: string;
  /** CPU time the gateway process has used so far, user + system, in µs (from /proc). */
  cpuUs(): number;
  stop(): Promise<void>;
}

/** Clock ticks per second, for /proc/<pid>/stat. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** This process's CPU so far (where the embedded stack runs in a benchmark), user + system, in µs. */
export function ownCpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function cpuOf(pid: number): number {
  // Fields 14 and 15 (utime, stime) follow the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1e6;
}

/** Builds gateway/dist (a second or two) unless `build` is false. */
export function buildGatewayBundle() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-service.mjs'), path.join(root, 'gateway')], { stdio: 'inherit' });
}

/**
 * Starts the built gateway against the given service URLs. `env` is the
 * stack's environment (the same INTERNAL_JWT_SECRET); `nodeArgs` e.g.
 * `--cpu-prof` to profile it. Its /metrics is on a free port of its own
 * (`metricsUrl`), as METRICS_PORT gives it in its pod.
 */
export async function startGatewayProcess(opts: { env: Record<string, string | undefined>; nodeArgs?: string[] }): Promise<GatewayProcess> {
  const metricsPort = await freePort();
  return startProcess(
    ['--enable-source-maps', '--no-memory-reducer', ...(opts.nodeArgs ?? []), path.join(root, 'gateway/dist/server.js')],
    path.join(root, 'gateway'),
    (port) => ({
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      ALLOW_EMBEDDED: 'REDIS_URL',
      REDIS_URL: undefined,
    }),
    `http://127.0.0.1:${metricsPort}/metrics`,
  );
}

/**
 * The design's floor in a process of its own (bare-proxy.ts): Fastify and
 * @fastify/http-proxy in front of `upstream`, adding `context` (header name
 * and signed value) to every request.
 */
export function startBareProxyProcess(opts: { upstream: string; context: [string, string] }): Promise<GatewayProcess> {
  return startProcess(['--no-memory-reducer', path.join(root, 'scripts/bench/bare-proxy.ts')], root, (port) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    UPSTREAM: opts.upstream,
    CONTEXT_HEADER: opts.context[0],
    CONTEXT_VALUE: opts.context[1],
  }));
}

async function startProcess(
  args: string[],
  cwd: string,
  env: (port: number) => Record<string, string | undefined>,
  metricsUrl?: string,
): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env: env(port), stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 600) throw new Error(`${args.at(-1)} did not become ready in 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    ...(metricsUrl ? { metricsUrl } : {}),
    cpuUs: () => cpuOf(child.pid!),
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}
