import { spawn } from 'node:child_process';
import { constants, existsSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { freePort } from '../ports.ts';

export { freePort };

/**
 * Real servers for the production-adapter suites: from an environment
 * variable when set, else from testcontainers when a Docker engine answers,
 * else none (the suite is then reported as skipped, with one line saying why).
 *
 * Containers run the SAME images the cluster runs: their versions come from
 * k8s/components/versions/kustomization.yaml, the one list both read
 * (`deployedImage`). HOMEPACT_TEST_SERVERS=containers (set by
 * `make test-containers`) prefers them over local binaries too.
 */
const VERSIONS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../k8s/components/versions/kustomization.yaml');

/** `name:tag[@digest]` of a third-party image as k8s/components/versions pins it. */
export function deployedImage(name: string): string {
  const doc = parseYaml(readFileSync(VERSIONS_FILE, 'utf8')) as {
    images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  };
  const entry = doc.images?.find((i) => i.name === name);
  if (!entry?.newTag) throw new Error(`${name} has no pinned version in ${VERSIONS_FILE}`);
  return `${entry.newName ?? entry.name}:${entry.newTag}${entry.digest ? `@${entry.digest}` : ''}`;
}

const preferContainers = (env: NodeJS.ProcessEnv) => env.HOMEPACT_TEST_SERVERS === 'containers';
export interface TestServer {
  /** Connection string (MongoDB URL, comma-separated Kafka brokers, Redis URL). */
  url: string;
  stop(): Promise<void>;
}

export interface ServerSource {
  /** Where the server comes from, for the log. */
  from: string;
  start(): Promise<TestServer>;
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`${what} timed out`)), ms).unref();
    }),
  ]);

let docker: Promise<boolean> | undefined;

/** Whether a Docker (or compatible) engine is reachable; asked once per process. */
export function dockerAvailable(): Promise<boolean> {
  docker ??= (async () => {
    const sockets = [
      '/var/run/docker.sock',
      path.join(os.homedir(), '.docker/run/docker.sock'),
      path.join(os.homedir(), '.colima/default/docker.sock'),
    ];
    if (!process.env.DOCKER_HOST && !sockets.some((s) => existsSync(s))) return false;
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await withTimeout(getContainerRuntimeClient(), 20_000, 'docker engine check');
      return true;
    } catch {
      return false;
    }
  })();
  return docker;
}

const fixed = (from: string, url: string): ServerSource => ({ from, start: async () => ({ url, stop: async () => undefined }) });

/** MongoDB: MONGO_URL, else the deployed `mongo` image (a one-member replica set) through testcontainers, else null. */
export async function mongoSource(env = process.env): Promise<ServerSource | null> {
  if (env.MONGO_URL) return fixed('MONGO_URL', env.MONGO_URL);
  if (!(await dockerAvailable())) return null;
  const image = deployedImage('mongo');
  return {
    from: `testcontainers (${image}, replica set)`,
    async start() {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer(image).start();
      const url = container.getConnectionString();
      // The container is a one-member replica set advertising its internal host name.
      return {
        url: url.includes('?') ? `${url}&directConnection=true` : `${url}/?directConnection=true`,
        stop: async () => void (await container.stop()),
      };
    },
  };
}

/**
 * Kafka: KAFKA_BROKERS, else the deployed `apache/kafka` image (single KRaft
 * node, as k8s/base/kafka.yaml configures it) through testcontainers, else null.
 * The broker advertises the host port it is published on, fixed up front.
 */
export async function kafkaSource(env = process.env): Promise<ServerSource | null> {
  if (env.KAFKA_BROKERS) return fixed('KAFKA_BROKERS', env.KAFKA_BROKERS);
  if (!(await dockerAvailable())) return null;
  const image = deployedImage('apache/kafka');
  return {
    from: `testcontainers (${image}, KRaft)`,
    async start() {
      const { GenericContainer, Wait } = await import('testcontainers');
      const port = await freePort();
      const container = await new GenericContainer(image)
        .withExposedPorts({ container: 9092, host: port })
        .withEnvironment({
          KAFKA_NODE_ID: '1',
          KAFKA_PROCESS_ROLES: 'broker,controller',
          KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
          KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${port}`,
          KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
          KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
          KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
          KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
          KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
          KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
          KAFKA_NUM_PARTITIONS: '3',
        })
        .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
        .withStartupTimeout(180_000)
        .start();
      return { url: `localhost:${port}`, stop: async () => void (await container.stop()) };
    },
  };
}

/**
 * Redis: REDIS_URL, else a `redis-server` on a free loopback port (Debian's,
 * so the Redis suites run on every machine), else the deployed `redis` image
 * through testcontainers; with HOMEPACT_TEST_SERVERS=containers the image first.
 */
export async function redisSource(env = process.env): Promise<ServerSource | null> {
  if (env.REDIS_URL) return fixed('REDIS_URL', env.REDIS_URL);
  const bin = await findExecutable('redis-server');
  if (bin && !preferContainers(env)) return { from: `${bin} on loopback`, start: () => startRedisServer(bin) };
  if (await dockerAvailable()) {
    const image = deployedImage('redis');
    return {
      from: `testcontainers (${image})`,
      async start() {
        const { GenericContainer, Wait } = await import('testcontainers');
        const container = await new GenericContainer(image)
          .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
          .withExposedPorts(6379)
          .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
          .start();
        return { url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`, stop: async () => void (await container.stop()) };
      },
    };
  }
  return bin ? { from: `${bin} on loopback`, start: () => startRedisServer(bin) } : null;
}

/** Gotenberg: GOTENBERG_URL, else the deployed image with the cluster's deny lists, else null. */
export async function gotenbergSource(env = process.env): Promise<ServerSource | null> {
  if (env.GOTENBERG_URL) return fixed('GOTENBERG_URL', env.GOTENBERG_URL);
  if (!(await dockerAvailable())) return null;
  const image = deployedImage('gotenberg/gotenberg');
  return {
    from: `testcontainers (${image})`,
    async start() {
      const { GenericContainer, Wait } = await import('testcontainers');
      const container = await new GenericContainer(image)
        .withCommand([
          'gotenberg',
          '--api-port=3000',
          '--chromium-deny-list=^(?!file:///tmp/).*',
          '--webhook-deny-list=^.*$',
          '--webhook-disable=true',
        ])
        .withExposedPorts(3000)
        .withWaitStrategy(Wait.forHttp('/health', 3000))
        .withStartupTimeout(180_000)
        .start();
      return { url: `http://${container.getHost()}:${container.getMappedPort(3000)}`, stop: async () => void (await container.stop()) };
    },
  };
}

/** Mailpit (SMTP + its HTTP API): the deployed image; url is the SMTP URL, `api` the HTTP base. */
export async function mailpitSource(): Promise<{ from: string; start(): Promise<TestServer & { api: string }> } | null> {
  if (!(await dockerAvailable())) return null;
  const image = deployedImage('axllent/mailpit');
  return {
    from: `testcontainers (${image})`,
    async start() {
      const { GenericContainer, Wait } = await import('testcontainers');
      const container = await new GenericContainer(image)
        .withEnvironment({ MP_SMTP_AUTH_ACCEPT_ANY: 'true', MP_SMTP_AUTH_ALLOW_INSECURE: 'true' })
        .withExposedPorts(1025, 8025)
        .withWaitStrategy(Wait.forHttp('/readyz', 8025))
        .start();
      const host = container.getHost();
      return {
        url: `smtp://${host}:${container.getMappedPort(1025)}`,
        api: `http://${host}:${container.getMappedPort(8025)}`,
        stop: async () => void (await container.stop()),
      };
    },
  };
}

export async function findExecutable(name: string, searchPath = process.env.PATH ?? ''): Promise<string | null> {
  for (const dir of [...searchPath.split(path.delimiter), '/usr/bin', '/usr/local/bin', '/usr/sbin']) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Starts a throw-away redis-server (no persistence) and resolves once it accepts connections. */
export async function startRedisServer(bin = 'redis-server'): Promise<TestServer> {
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output.slice(-500)}`);
      if (await canConnect(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await withTimeout(ready, 10_000, 'redis-server start');
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The one line a suite prints when it cannot run here. */
export function skipLine(suite: string, reason: string): string {
  return `[contract] ${suite} suite skipped: ${reason}`;
}
