/**
 * What the gateway costs: the same route, GET /api/contracts for a signed-in
 * user with 20 contracts, loaded straight at the contracts service (with the
 * user context signed as the gateway would sign it) and through the gateway,
 * alternately in the same run. Used by `make bench` and `make profile-gateway`.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { signRequestContext, USER_CONTEXT_HEADER, type UserContext } from '@homepact/kit';
import type { Stack } from '../stack.ts';
import { signInViaMailbox } from '../sign-in.ts';
import { contractBody } from './contract-body.ts';
import { load, loadTool, pacedLoad, type LoadResult } from './load.ts';
import { median } from './stats.ts';

export const RATIO_TARGET = 0.6;
/** The gateway process's CPU per answer at most this many times the bare proxy's (bare-proxy.ts). */
export const FLOOR_TARGET = 1.25;
/** p99 through the gateway at most this much above the direct p99, both at one rate below saturation (measureAtSameRate). */
export const P99_MARGIN_MS = 3;
export const RATIO_CONTRACTS = 20;

export interface GatewayRoute {
  /** Through the gateway. */
  gatewayUrl: string;
  gatewayHeaders: Record<string, string>;
  /** Straight at the contracts service. */
  directUrl: string;
  /** A fresh signed context each call (it lives `ttlSeconds`, 60 by default: longer than one load run). */
  directHeaders(ttlSeconds?: number): Promise<Record<string, string>>;
}

/** Signs a new user in and gives them RATIO_CONTRACTS contracts. */
export async function prepareGatewayRoute(stack: Stack, email = 'gateway.ratio@example.com'): Promise<GatewayRoute> {
  const cookie = await signInViaMailbox(stack.gatewayUrl, email);
  for (let i = 0; i < RATIO_CONTRACTS; i++) {
    const res = await fetch(`${stack.gatewayUrl}/api/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(contractBody(i)),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  }
  const me = (await (await fetch(`${stack.gatewayUrl}/api/auth/user`, { headers: { cookie } })).json()) as {
    id: string;
    email: string;
    role: UserContext['role'];
  };
  const user: UserContext = { userId: me.id, email: me.email, role: me.role };
  const route: GatewayRoute = {
    gatewayUrl: `${stack.gatewayUrl}/api/contracts`,
    gatewayHeaders: { cookie },
    directUrl: `${stack.urls.contracts}/api/contracts`,
    directHeaders: async (ttlSeconds = 60) => ({
      [USER_CONTEXT_HEADER]: await signRequestContext(stack.internalSecret, { user, ip: '127.0.0.1' }, ttlSeconds),
    }),
  };
  // Both answer the same list.
  const [viaGateway, direct] = await Promise.all([
    fetch(route.gatewayUrl, { headers: route.gatewayHeaders }).then((r) => r.json() as Promise<unknown[]>),
    route.directHeaders().then((h) => fetch(route.directUrl, { headers: h }).then((r) => r.json() as Promise<unknown[]>)),
  ]);
  if (viaGateway.length !== RATIO_CONTRACTS || JSON.stringify(viaGateway) !== JSON.stringify(direct))
    throw new Error(`the gateway and the service answer different lists (${viaGateway.length} / ${direct.length} rows)`);
  return route;
}

export interface MeasuredLoad extends LoadResult {
  /**
   * CPU time this process (the whole embedded stack) spent per answer, user +
   * system, in µs. Unlike req/s it hardly moves when other work shares the
   * machine, so it shows the gateway's own cost when the throughput cannot.
   */
  cpuPerRequestUs: number;
  /** When the gateway runs in a process of its own (gateway-process.ts): that process's CPU per answer, in µs. */
  gatewayProcessCpuUs?: number;
  /** The machine's 1-minute load average just before the run. */
  loadBefore: number;
}

async function measured(run: () => Promise<LoadResult>, durationSeconds: number, gatewayCpuUs?: () => number): Promise<MeasuredLoad> {
  const loadBefore = loadavg()[0]!;
  const before = process.cpuUsage();
  const gatewayBefore = gatewayCpuUs?.();
  const result = await run();
  const cpu = process.cpuUsage(before);
  const answers = Math.max(1, result.rps * durationSeconds);
  const measuredLoad: MeasuredLoad = { ...result, cpuPerRequestUs: (cpu.user + cpu.system) / answers, loadBefore };
  if (gatewayCpuUs && gatewayBefore !== undefined) measuredLoad.gatewayProcessCpuUs = (gatewayCpuUs() - gatewayBefore) / answers;
  return measuredLoad;
}

export const loadDirect = async (route: GatewayRoute, durationSeconds: number, connections = 50) => {
  const headers = await route.directHeaders();
  return measured(() => load({ url: route.directUrl, headers, durationSeconds, connections }), durationSeconds);
};

export const loadGateway = (route: GatewayRoute, durationSeconds: number, connections = 50, gatewayCpuUs?: () => number) =>
  measured(
    () => load({ url: route.gatewayUrl, headers: route.gatewayHeaders, durationSeconds, connections }),
    durationSeconds,
    gatewayCpuUs,
  );

/**
 * The floor this design sets: Fastify and @fastify/http-proxy alone (undici,
 * the gateway's pool size, nothing else: no hooks, limits, sessions or
 * logging) in front of the same service, adding the signed context as the
 * gateway does. What the gateway costs above this is its own work.
 */
export async function startBareProxy(route: GatewayRoute, contractsBase: string) {
  const context = await route.directHeaders();
  const app = Fastify();
  await app.register(proxy, {
    upstream: contractsBase,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: { connections: 128 },
    replyOptions: { rewriteRequestHeaders: (_req, headers) => ({ ...headers, ...context }) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/contracts`;
  return {
    load: (durationSeconds: number, connections = 50) => measured(() => load({ url, durationSeconds, connections }), durationSeconds),
    close: () => app.close(),
  };
}

export interface RatioResult {
  direct: MeasuredLoad;
  gateway: MeasuredLoad;
  /** The bare proxy in its own process (bare-proxy.ts), when measured: its CPU per answer is in gatewayProcessCpuUs. */
  floor?: MeasuredLoad;
  /** Each round's runs, in the order they ran. */
  runs: { direct: MeasuredLoad[]; gateway: MeasuredLoad[]; floor: MeasuredLoad[] };
  /** Gateway throughput over direct throughput. */
  ratio: number;
  /** Direct CPU per answer over gateway CPU per answer: the ratio the work alone allows. */
  cpuRatio: number;
  rounds: number;
  /** The gateway process and the floor at one fixed request rate, when the floor was measured. */
  sameRate?: SameRateResult;
}

export interface SameRateResult {
  /** Requests per second, each: half the floor's mean throughput in the rounds, so none is saturated. */
  rate: number;
  rounds: number;
  seconds: number;
  /** CPU per answer over all rounds, µs. */
  gatewayUs: number;
  floorUs: number;
  /** Each round's gateway / floor CPU per answer, sorted. */
  pairRatios: number[];
  /** The median of pairRatios: the figure with the target. */
  ratio: number;
  /** Median over the rounds of each side's p99 at that rate, ms, and of the rate it reached (req/s). */
  p99: { direct: number; gateway: number; floor: number };
  reached: { direct: number; gateway: number; floor: number };
  /** Each round's gateway p99 - direct p99, sorted, ms; its median is the figure with the target. */
  marginsMs: number[];
  marginMs: number;
  bad: number;
}

/**
 * Direct, the gateway process and the floor loaded at the same fixed rate, in `rounds` back-to-back rounds of
 * short runs (the order rotating), so a drift in the machine's speed falls on all three of a round.
 *
 * Why not at saturation: there each one's CPU per answer follows its own throughput (more answers per wake-up
 * are cheaper each), and the throughput moves with how two cores happen to be shared by wrk, the service and
 * the proxy. Measured on this machine, the same processes in three saturated rounds gave 0.98, 1.14 and 1.85 x.
 * And at saturation a closed-loop load's latency is its queue: 50 connections over N answers a second wait
 * 50 / N s on average (Little's law), so the p99 through a hop that answers 0.6 as many as direct is at least
 * 1.7 times direct's, whatever the hop adds to one answer. At a fixed rate below saturation the p99 is the
 * answer's own time, and the difference is what the gateway adds.
 */
export async function measureAtSameRate(
  sides: {
    direct: { url: string; headers: Record<string, string> };
    gateway: { url: string; headers: Record<string, string>; cpuUs: () => number };
    floor: { url: string; cpuUs: () => number };
  },
  opts: { rate: number; rounds?: number; seconds?: number; connections?: number },
): Promise<SameRateResult> {
  const rounds = opts.rounds ?? 10;
  const seconds = opts.seconds ?? 3;
  const run = async (side: { url: string; headers?: Record<string, string>; cpuUs?: () => number }) => {
    const before = side.cpuUs?.() ?? 0;
    const r = await pacedLoad({
      url: side.url,
      headers: side.headers ?? {},
      rate: opts.rate,
      durationSeconds: seconds,
      connections: opts.connections ?? 50,
    });
    return { cpu: (side.cpuUs?.() ?? 0) - before, answers: Math.max(1, r.answers), bad: r.bad, p99: r.p99, rps: r.rps };
  };
  type Run = Awaited<ReturnType<typeof run>>;
  const order = ['gateway', 'floor', 'direct'] as const;
  const ratios: number[] = [];
  const margins: number[] = [];
  const p99s = { direct: [] as number[], gateway: [] as number[], floor: [] as number[] };
  const rates = { direct: [] as number[], gateway: [] as number[], floor: [] as number[] };
  const total = { gateway: 0, gatewayAnswers: 0, floor: 0, floorAnswers: 0, bad: 0 };
  for (let i = 0; i < rounds; i++) {
    const round: Partial<Record<(typeof order)[number], Run>> = {};
    for (let k = 0; k < order.length; k++) {
      const name = order[(i + k) % order.length]!;
      round[name] = await run(sides[name]);
    }
    const { direct, gateway: gw, floor: f } = round as Record<(typeof order)[number], Run>;
    ratios.push(gw.cpu / gw.answers / (f.cpu / f.answers));
    margins.push(gw.p99 - direct.p99);
    p99s.direct.push(direct.p99);
    p99s.gateway.push(gw.p99);
    p99s.floor.push(f.p99);
    rates.direct.push(direct.rps);
    rates.gateway.push(gw.rps);
    rates.floor.push(f.rps);
    total.gateway += gw.cpu;
    total.gatewayAnswers += gw.answers;
    total.floor += f.cpu;
    total.floorAnswers += f.answers;
    total.bad += gw.bad + f.bad + direct.bad;
  }
  ratios.sort((a, b) => a - b);
  margins.sort((a, b) => a - b);
  return {
    rate: opts.rate,
    rounds,
    seconds,
    gatewayUs: total.gateway / total.gatewayAnswers,
    floorUs: total.floor / total.floorAnswers,
    pairRatios: ratios,
    ratio: median(ratios),
    p99: { direct: median(p99s.direct), gateway: median(p99s.gateway), floor: median(p99s.floor) },
    reached: { direct: median(rates.direct), gateway: median(rates.gateway), floor: median(rates.floor) },
    marginsMs: margins,
    marginMs: median(margins),
    bad: total.bad,
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Direct and gateway runs alternate (`rounds` of each, after a short warm-up
 * of both), so drift in what else the machine is doing hits both alike; the
 * figures are the means over the rounds.
 */
export async function measureGatewayRatio(
  route: GatewayRoute,
  opts: {
    rounds?: number;
    durationSeconds?: number;
    connections?: number;
    /** The gateway's process CPU time in µs, when it runs in a process of its own. */
    gatewayCpuUs?: () => number;
    /** Seconds of the same load before the measured rounds (5). */
    warmUpSeconds?: number;
    /** The bare proxy process, loaded in the same rounds (its process CPU time in µs). */
    floor?: { url: string; cpuUs: () => number };
  } = {},
): Promise<RatioResult> {
  const rounds = opts.rounds ?? 2;
  const duration = opts.durationSeconds ?? 10;
  const connections = opts.connections ?? 50;
  // Warm-up at the same load, so the rounds measure a steady process (JIT-compiled hot paths, filled pools and
  // caches), not its first seconds; 2 s left the gateway's first round ~30 % dearer than its others.
  const warmUp = opts.warmUpSeconds ?? 5;
  await loadDirect(route, warmUp, connections);
  await loadGateway(route, warmUp, connections, opts.gatewayCpuUs);
  const floorUrl = opts.floor && `${opts.floor.url}/api/contracts`;
  const loadFloor = (seconds: number) =>
    measured(() => load({ url: floorUrl!, durationSeconds: seconds, connections }), seconds, opts.floor!.cpuUs);
  if (opts.floor) await loadFloor(warmUp);
  const direct: MeasuredLoad[] = [];
  const gateway: MeasuredLoad[] = [];
  const floor: MeasuredLoad[] = [];
  for (let i = 0; i < rounds; i++) {
    direct.push(await loadDirect(route, duration, connections));
    gateway.push(await loadGateway(route, duration, connections, opts.gatewayCpuUs));
    if (opts.floor) floor.push(await loadFloor(duration));
  }
  const combine = (rs: MeasuredLoad[]): MeasuredLoad => ({
    tool: rs[0]!.tool,
    rps: mean(rs.map((r) => r.rps)),
    p50: mean(rs.map((r) => r.p50)),
    p99: mean(rs.map((r) => r.p99)),
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors, 0),
    cpuPerRequestUs: mean(rs.map((r) => r.cpuPerRequestUs)),
    loadBefore: mean(rs.map((r) => r.loadBefore)),
    ...(rs[0]!.gatewayProcessCpuUs === undefined ? {} : { gatewayProcessCpuUs: mean(rs.map((r) => r.gatewayProcessCpuUs ?? 0)) }),
  });
  const d = combine(direct);
  const g = combine(gateway);
  const gatewayCpu = g.cpuPerRequestUs + (g.gatewayProcessCpuUs ?? 0);
  const f = floor.length > 0 ? combine(floor) : undefined;
  const sameRate =
    f && opts.floor && opts.gatewayCpuUs
      ? await measureAtSameRate(
          {
            direct: { url: route.directUrl, headers: await route.directHeaders(3600) },
            gateway: { url: route.gatewayUrl, headers: route.gatewayHeaders, cpuUs: opts.gatewayCpuUs },
            floor: { url: floorUrl!, cpuUs: opts.floor.cpuUs },
          },
          { rate: Math.max(100, Math.floor(f.rps / 2 / 100) * 100), connections },
        )
      : undefined;
  return {
    direct: d,
    gateway: g,
    ...(f ? { floor: f } : {}),
    ...(sameRate ? { sameRate } : {}),
    runs: { direct, gateway, floor },
    ratio: g.rps / d.rps,
    cpuRatio: d.cpuPerRequestUs / gatewayCpu,
    rounds,
  };
}

/** The figures, each beside its target, in `make bench`'s layout. */
export function printGatewayRatio(r: RatioResult, line: (name: string, value: string, target?: string) => void) {
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const fig = (x: MeasuredLoad) => `${x.rps.toFixed(0)} req/s, p99 ${x.p99.toFixed(1)} ms`;
  line('direct to contracts: throughput, p99', fig(r.direct));
  line('through the gateway: throughput, p99', fig(r.gateway));
  const own = r.gateway.gatewayProcessCpuUs;
  const extra = r.gateway.p99 - r.direct.p99;
  if (own === undefined) {
    // One process runs the gateway (on its own thread) and the service: every proxied answer costs both on the
    // same two cores, so these are figures, not targets (the targets are the gateway's own process, below).
    line('gateway / direct throughput', r.ratio.toFixed(2), 'none: one process does both');
    line('gateway p99 - direct p99', `${extra.toFixed(1)} ms`);
  } else {
    line('gateway / direct throughput', r.ratio.toFixed(2), `>= ${RATIO_TARGET.toFixed(2)}: ${mark(r.ratio >= RATIO_TARGET)}`);
    // Saturated, each p99 is its own queue (measureAtSameRate): a figure; the target is on the p99s at one rate, below.
    line('gateway p99 - direct p99 at full load (each its own queue)', `${extra.toFixed(1)} ms`);
    // The floor's own figures on the same machine in the same rounds: what no gateway on this design can beat.
    if (r.floor) {
      line('  the floor: bare proxy / direct throughput', (r.floor.rps / r.direct.rps).toFixed(2));
      line('  the floor: bare proxy p99 - direct p99', `${(r.floor.p99 - r.direct.p99).toFixed(1)} ms`);
      // What the design's floor leaves: the gateway's throughput as a share of the floor's.
      line('  the gateway / the floor throughput', (r.gateway.rps / r.floor.rps).toFixed(2));
    }
  }
  // Not a target: what the work alone would allow, steadier than req/s when the machine is shared.
  if (own === undefined)
    line(
      'CPU per answer: direct / gateway (their ratio)',
      `${r.direct.cpuPerRequestUs.toFixed(0)} / ${r.gateway.cpuPerRequestUs.toFixed(0)} µs (${r.cpuRatio.toFixed(2)})`,
    );
  else {
    line(
      'CPU per answer: the service, direct / through the gateway',
      `${r.direct.cpuPerRequestUs.toFixed(0)} / ${r.gateway.cpuPerRequestUs.toFixed(0)} µs`,
    );
    line('CPU per answer: the gateway process', `${own.toFixed(0)} µs`);
    const floorCpu = r.floor?.gatewayProcessCpuUs;
    if (floorCpu !== undefined) {
      line('CPU per answer: bare Fastify + http-proxy (the floor)', `${floorCpu.toFixed(0)} µs`);
      // At saturation each one's CPU per answer follows its own throughput: a figure, not the target (below).
      line("  at full load (follows each one's throughput)", `${(own / floorCpu).toFixed(2)} x`);
      line('bare proxy: throughput, p99', fig(r.floor!));
    }
    const s = r.sameRate;
    if (s) {
      line(`At one rate, ${s.rate} req/s each (${s.rounds} rounds of ${s.seconds} s, ${loadTool()} paced): direct, gateway, floor`, '');
      const reached = [s.reached.direct, s.reached.gateway, s.reached.floor].map((x) => x.toFixed(0)).join(' / ');
      line('  rate reached: direct / gateway / the floor (median round)', `${reached} req/s`);
      line('  CPU per answer: the gateway process / the floor', `${s.gatewayUs.toFixed(0)} / ${s.floorUs.toFixed(0)} µs`);
      line('  each round: gateway / the floor', s.pairRatios.map((x) => x.toFixed(2)).join(' '));
      line(
        'gateway CPU per answer / the floor (median round)',
        `${s.ratio.toFixed(2)} x`,
        `<= ${FLOOR_TARGET.toFixed(2)} x: ${mark(s.ratio <= FLOOR_TARGET)}`,
      );
      const p99s = [s.p99.direct, s.p99.gateway, s.p99.floor].map((x) => x.toFixed(1)).join(' / ');
      line('  p99: direct / gateway / the floor (median round)', `${p99s} ms`);
      line('  each round: gateway p99 - direct p99', s.marginsMs.map((x) => x.toFixed(1)).join(' '));
      line(
        'gateway p99 - direct p99 at one rate (median round)',
        `${s.marginMs.toFixed(1)} ms`,
        `<= ${P99_MARGIN_MS} ms: ${mark(s.marginMs <= P99_MARGIN_MS)}`,
      );
      line('  the floor: p99 - direct p99 at that rate', `${(s.p99.floor - s.p99.direct).toFixed(1)} ms`);
      line('  non-2xx answers / errors at that rate', String(s.bad), '0');
    }
  }
  for (let i = 0; i < r.rounds; i++) {
    const one = (x: MeasuredLoad | undefined) => (x ? `${x.rps.toFixed(0)}/s p99 ${x.p99.toFixed(1)}` : '');
    const g = r.runs.gateway[i]!;
    const f = r.runs.floor[i];
    const cpu =
      g.gatewayProcessCpuUs === undefined
        ? ''
        : `, gw ${g.gatewayProcessCpuUs.toFixed(0)} µs${f ? ` / floor ${f.gatewayProcessCpuUs!.toFixed(0)} µs` : ''}`;
    line(
      `  round ${i + 1} (load ${r.runs.direct[i]!.loadBefore.toFixed(2)}): direct | gateway${f ? ' | bare' : ''}`,
      `${one(r.runs.direct[i])} | ${one(g)}${f ? ` | ${one(f)}` : ''}${cpu}`,
    );
  }
  const bad = [r.direct, r.gateway, r.floor].reduce((n, x) => n + (x ? x.non2xx + x.errors : 0), 0);
  line('non-2xx answers / socket errors (all runs)', String(bad), '0');
}
