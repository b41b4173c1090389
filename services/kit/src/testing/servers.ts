import { spawn } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Real servers for the production-adapter suites: from an environment
 * variable when set, else from testcontainers when a Docker engine answers,
 * else none (the suite is then reported as skipped, with one line saying why).
 */
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

/** MongoDB: MONGO_URL, else `mongo:7` through testcontainers, else null. */
export async function mongoSource(env = process.env): Promise<ServerSource | null> {
  if (env.MONGO_URL) return fixed('MONGO_URL', env.MONGO_URL);
  if (!(await dockerAvailable())) return null;
  return {
    from: 'testcontainers (mongo:7)',
    async start() {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer('mongo:7').start();
      const url = container.getConnectionString();
      // The container is a one-member replica set advertising its internal host name.
      return {
        url: url.includes('?') ? `${url}&directConnection=true` : `${url}/?directConnection=true`,
        stop: async () => void (await container.stop()),
      };
    },
  };
}

/** Kafka: KAFKA_BROKERS, else a KRaft broker through testcontainers, else null. */
export async function kafkaSource(env = process.env): Promise<ServerSource | null> {
  if (env.KAFKA_BROKERS) return fixed('KAFKA_BROKERS', env.KAFKA_BROKERS);
  if (!(await dockerAvailable())) return null;
  return {
    from: 'testcontainers (confluentinc/cp-kafka, KRaft)',
    async start() {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      const container = await new KafkaContainer('confluentinc/cp-kafka:7.7.1').withKraft().start();
      return { url: `${container.getHost()}:${container.getMappedPort(9093)}`, stop: async () => void (await container.stop()) };
    },
  };
}

/** Redis: REDIS_URL, else a `redis-server` on a free loopback port, else null. */
export async function redisSource(env = process.env): Promise<ServerSource | null> {
  if (env.REDIS_URL) return fixed('REDIS_URL', env.REDIS_URL);
  const bin = await findExecutable('redis-server');
  if (!bin) return null;
  return { from: `${bin} on loopback`, start: () => startRedisServer(bin) };
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
