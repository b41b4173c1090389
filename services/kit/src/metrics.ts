import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import type { Attributes, Counter, Histogram, Meter, ObservableGauge } from '@opentelemetry/api';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import type { Logger } from './logger.ts';

/**
 * Metrics: OpenTelemetry instruments, read as Prometheus text on a port of
 * their own (METRICS_PORT, `/metrics`), never through the gateway.
 *
 * One MeterProvider per HomePact service, not one per process: `make dev` runs
 * every service in one process, and each serves its own /metrics on its own
 * port, exactly as its pod does in Kubernetes. Code that knows its service
 * asks `metricsFor(service)`; the instruments below are the whole catalogue,
 * so names, units and attributes are decided in one place (OpenTelemetry
 * semantic conventions where one exists).
 *
 * Attributes are bounded on purpose: route templates (never URLs), methods,
 * status codes, topics, consumer groups, template names, outcomes. Nothing
 * that names a person (e-mail, user id) or grows without bound (contract id).
 */

/** Seconds: the semantic conventions' advice for http.server.request.duration. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
/** Seconds, for work that takes longer (PDF renders, AI calls, event age). */
const SLOW_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/** http.request.method as the conventions want it: a known method, or `_OTHER` (a client cannot mint label values). */
export function httpMethod(method: string): string {
  return METHODS.has(method) ? method : '_OTHER';
}

export interface OutboxSnapshot {
  /** Events waiting to be published (counted on the documents the relay read). */
  pending: number;
  /** occurredAt of the oldest of them, ms since the epoch; undefined when none wait. */
  oldestAt?: number;
}

export class ServiceMetrics {
  readonly meter: Meter;
  readonly exporter: PrometheusExporter;
  private readonly provider: MeterProvider;
  /** Per relay (set of collections): what it last saw pending; nothing while another replica holds the lease. */
  private readonly outboxes = new Map<string, OutboxSnapshot>();
  /** Per consumer group and topic partition: messages behind the partition's end (Kafka only). */
  private readonly lags = new Map<string, { attrs: Attributes; lag: number }>();
  private pdfQueue?: () => { active: number; queued: number };
  private loopDelay?: ELDHistogram;

  readonly httpDuration: Histogram;
  readonly outboxPublished: Counter;
  readonly consumeDuration: Histogram;
  readonly eventAge: Histogram;
  readonly deadLetters: Counter;
  readonly pdfRenderDuration: Histogram;
  readonly pdfRenderFailures: Counter;
  readonly emailsSent: Counter;
  readonly emailsFailed: Counter;
  readonly signInCodesSent: Counter;
  readonly signInCodesRefused: Counter;
  readonly aiCalls: Counter;
  readonly aiDuration: Histogram;
  readonly aiTokens: Counter;
  readonly aiCost: Counter;
  /**
   * Requests in progress per method, read at each scrape (http.server.active_requests): a plain count
   * moved twice per request, where the SDK's counter hashed the attributes on every move.
   */
  private readonly active = new Map<string, number>();

  constructor(readonly service: string) {
    // No target_info and no scope labels: Prometheus names the target (job, instance, pod) itself.
    this.exporter = new PrometheusExporter({ preventServerStart: true, withoutScopeInfo: true, withoutTargetInfo: true });
    this.provider = new MeterProvider({ readers: [this.exporter] });
    const m = (this.meter = this.provider.getMeter('homepact'));

    this.httpDuration = m.createHistogram('http.server.request.duration', {
      unit: 's',
      description: 'Duration of HTTP server requests, by route template, method and status code.',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
    m.createObservableUpDownCounter('http.server.active_requests', {
      unit: '{request}',
      description: 'HTTP server requests in progress.',
    }).addCallback((obs) => {
      for (const [method, n] of this.active) obs.observe(n, { 'http.request.method': method });
    });

    this.outboxPublished = m.createCounter('homepact.outbox.published', {
      unit: '{event}',
      description: 'Events the outbox relay published, by topic.',
    });
    const outboxPending: ObservableGauge = m.createObservableGauge('homepact.outbox.pending', {
      unit: '{event}',
      description: 'Events written to the outbox and not yet published (seen by the relay holding the lease).',
    });
    const outboxAge: ObservableGauge = m.createObservableGauge('homepact.outbox.oldest_age', {
      unit: 's',
      description: 'Age of the oldest event not yet published; 0 when none wait.',
    });
    m.addBatchObservableCallback(
      (obs) => {
        const now = Date.now();
        for (const [relay, snap] of this.outboxes) {
          obs.observe(outboxPending, snap.pending, { 'homepact.outbox.relay': relay });
          obs.observe(outboxAge, snap.oldestAt === undefined ? 0 : Math.max(0, (now - snap.oldestAt) / 1000), {
            'homepact.outbox.relay': relay,
          });
        }
      },
      [outboxPending, outboxAge],
    );

    this.consumeDuration = m.createHistogram('messaging.process.duration', {
      unit: 's',
      description: 'Duration of one handling of an event by a consumer group (each retry counts), by topic, group and outcome.',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
    this.eventAge = m.createHistogram('homepact.consumer.event_age', {
      unit: 's',
      description: "Time from an event's occurredAt to its first handling by a consumer group: the consumer lag in seconds.",
      advice: { explicitBucketBoundaries: SLOW_BUCKETS },
    });
    this.deadLetters = m.createCounter('homepact.consumer.dead_letters', {
      unit: '{event}',
      description: 'Events parked on a dead-letter topic after their last retry, by topic and group.',
    });
    const lag = m.createObservableGauge('messaging.kafka.consumer.lag', {
      unit: '{message}',
      description: 'Messages between a consumer group and the end of a partition (Kafka only, as kafkajs last saw it).',
    });
    lag.addCallback((obs) => {
      for (const { attrs, lag: value } of this.lags.values()) obs.observe(value, attrs);
    });

    const pdfQueue = m.createObservableGauge('homepact.pdf.render.queue', {
      unit: '{render}',
      description: 'PDF renders waiting for a slot (state=queued) or running (state=active).',
    });
    pdfQueue.addCallback((obs) => {
      const stats = this.pdfQueue?.();
      if (!stats) return;
      obs.observe(stats.queued, { 'homepact.pdf.state': 'queued' });
      obs.observe(stats.active, { 'homepact.pdf.state': 'active' });
    });
    this.pdfRenderDuration = m.createHistogram('homepact.pdf.render.duration', {
      unit: 's',
      description: 'Time a PDF render ran (queueing excluded), by outcome.',
      advice: { explicitBucketBoundaries: SLOW_BUCKETS },
    });
    this.pdfRenderFailures = m.createCounter('homepact.pdf.render.failures', {
      unit: '{render}',
      description: 'PDF renders that failed, by reason (error, timeout, overloaded).',
    });

    this.emailsSent = m.createCounter('homepact.email.sent', { unit: '{email}', description: 'E-mails the relay accepted, by template.' });
    this.emailsFailed = m.createCounter('homepact.email.failed', {
      unit: '{email}',
      description: 'E-mails not delivered, by template and kind (permanent, or transient: retried).',
    });

    this.signInCodesSent = m.createCounter('homepact.signin.codes.sent', {
      unit: '{code}',
      description: 'Sign-in codes issued (OtpRequested written).',
    });
    this.signInCodesRefused = m.createCounter('homepact.signin.codes.refused', {
      unit: '{code}',
      description: 'Sign-in code requests refused, by reason (a rate limit, a closed account).',
    });

    this.aiCalls = m.createCounter('homepact.ai.calls', {
      unit: '{call}',
      description: 'Calls to the contract writer, by operation, provider and outcome.',
    });
    this.aiDuration = m.createHistogram('gen_ai.client.operation.duration', {
      unit: 's',
      description: 'Duration of a call to the contract writer.',
      advice: { explicitBucketBoundaries: SLOW_BUCKETS },
    });
    this.aiTokens = m.createCounter('homepact.ai.tokens', {
      unit: '{token}',
      description: 'Tokens used, by operation, provider and gen_ai.token.type (input, output).',
    });
    this.aiCost = m.createCounter('homepact.ai.cost', { unit: 'USD', description: 'Estimated cost of AI calls, in US dollars.' });

    // Tail latency starts here: while the loop is blocked (a long synchronous task, a major GC) every
    // request waits. Each scrape reports the delays seen since the previous one, then starts afresh,
    // so the figure is "the last scrape interval", as the OpenTelemetry Node runtime instrumentation does.
    const delay = m.createObservableGauge('nodejs.eventloop.delay.p99', {
      unit: 's',
      description: "99th percentile of the event loop's delay since the previous scrape (all of this process).",
    });
    const delayMax = m.createObservableGauge('nodejs.eventloop.delay.max', {
      unit: 's',
      description: 'Longest event loop delay since the previous scrape (all of this process).',
    });
    m.addBatchObservableCallback(
      (obs) => {
        const h = (this.loopDelay ??= startLoopDelay());
        obs.observe(delay, loopDelaySeconds(h, h.percentile(99)));
        obs.observe(delayMax, loopDelaySeconds(h, h.max));
        h.reset();
      },
      [delay, delayMax],
    );
    this.loopDelay = startLoopDelay();
  }

  /** A request began (`method` as httpMethod gives it): counted in http.server.active_requests until requestEnded. */
  requestStarted(method: string): void {
    this.active.set(method, (this.active.get(method) ?? 0) + 1);
  }

  requestEnded(method: string): void {
    this.active.set(method, (this.active.get(method) ?? 0) - 1);
  }

  /** The relay's view of its outbox; undefined: it does not hold the lease (another replica reports). */
  setOutbox(relay: string, snapshot: OutboxSnapshot | undefined): void {
    if (snapshot) this.outboxes.set(relay, snapshot);
    else this.outboxes.delete(relay);
  }

  setConsumerLag(group: string, topic: string, partition: number, lag: number): void {
    const attrs = {
      'messaging.consumer.group.name': group,
      'messaging.destination.name': topic,
      'messaging.destination.partition.id': String(partition),
    };
    this.lags.set(`${group}\u0000${topic}\u0000${partition}`, { attrs, lag });
  }

  /** Forgets a group's partitions (a rebalance took them, or the consumer stopped). */
  clearConsumerLag(group: string): void {
    for (const key of this.lags.keys()) if (key.startsWith(`${group}\u0000`)) this.lags.delete(key);
  }

  /** Reports the render queue's depth at each scrape (a service has one queue: the newest replaces an older one). */
  observePdfQueue(stats: () => { active: number; queued: number }): void {
    this.pdfQueue = stats;
  }

  /** The Prometheus text exposition of this service's metrics. */
  async scrape(): Promise<string> {
    return new Promise((resolve, reject) => {
      // The exporter's handler writes to a ServerResponse; a minimal stand-in collects the text.
      let body = '';
      const res = {
        statusCode: 200,
        setHeader: () => undefined,
        end: (chunk?: string) => {
          body += chunk ?? '';
          if (res.statusCode === 200) resolve(body);
          else reject(new Error(`metrics collection failed (${res.statusCode})`));
        },
      };
      this.exporter.getMetricsRequestHandler({} as never, res as never);
    });
  }

  shutdown(): Promise<void> {
    this.loopDelay?.disable();
    return this.provider.shutdown();
  }
}

/** 10 ms sampling: fine enough for the 20–60 ms stalls that make a tail, cheap enough to leave on. */
export const LOOP_DELAY_RESOLUTION_MS = 10;

function startLoopDelay(): ELDHistogram {
  const h = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  h.enable();
  return h;
}

/**
 * How late the loop was, in seconds, from a value of the histogram (ns). Node's histogram records the whole
 * time between two ticks of its sampling timer, the timer's own period included: an idle process reads
 * min 10.05 / p99 11.1 ms at 10 ms resolution (measured on Node 24). The delay is what is over the period.
 * With no sample yet the percentiles are meaningless, so 0.
 */
export function loopDelaySeconds(h: Pick<ELDHistogram, 'count'>, nanoseconds: number): number {
  if (h.count === 0) return 0;
  return Math.max(0, nanoseconds - LOOP_DELAY_RESOLUTION_MS * 1e6) / 1e9;
}

const registry = new Map<string, ServiceMetrics>();

/** The metrics of one service (created on first use; one per service name in this process). */
export function metricsFor(service: string): ServiceMetrics {
  let metrics = registry.get(service);
  if (!metrics) {
    metrics = new ServiceMetrics(service);
    registry.set(service, metrics);
  }
  return metrics;
}

/** The service a consumer group belongs to: groups are named after it (`notifications`, `contracts-replies-<pod>`). */
export function serviceOfGroup(group: string): string {
  return group.split('-')[0] ?? group;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text, version 0.0.4) for one service on
 * its own port: the scrape stays off the service port, so it is never routed
 * by the gateway, never rate-limited, and a network policy can open it to
 * Prometheus alone. Port 0 picks a free one (tests).
 */
export async function serveMetrics(service: string, opts: { port: number; host: string; logger?: Logger }): Promise<MetricsServer> {
  const metrics = metricsFor(service);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only /metrics here.\n');
      return;
    }
    metrics.exporter.getMetricsRequestHandler(req, res);
  });
  // A scrape is short: no connection outlives a minute of silence.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  opts.logger?.info({ metricsPort: port }, `metrics on http://${opts.host}:${port}/metrics`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
