/**
 * The gateway on a thread of its own in the embedded stack's process: its
 * production entry (gateway/src/server.ts) in a worker_threads Worker, so it
 * has its own event loop and heap, as it has its own pod when deployed. On the
 * services' event loop its work and theirs queued behind each other: the
 * dashboard's median p99 at 50 connections fell from 120 to 58 ms in
 * `make bench` when it moved here (docs/performance.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const entry = path.resolve(import.meta.dirname, '../gateway/src/server.ts');
// The Worker runs TypeScript source as `make dev` does, through tsx's loader, whatever loaded this file (tsx, vitest).
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface GatewayThread {
  stop(): Promise<void>;
}

/**
 * Starts the gateway with `env` as its process environment (PORT, HOST,
 * METRICS_PORT and the service URLs among it) and resolves once it listens.
 * Rejects with the thread's exit code when it fails to start (its log says why).
 */
export async function startGatewayThread(env: Record<string, string | undefined>): Promise<GatewayThread> {
  const worker = new Worker(entry, {
    env: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined)),
    execArgv: ['--import', tsx],
    // Its log lines go straight to this process's stdout and stderr, in order with the services'.
    stdout: false,
    stderr: false,
  });
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  let ready = false;
  // After start-up an uncaught error ends the thread, as it would end the gateway's process: reported, not rethrown here.
  worker.on('error', (e) => ready && process.stderr.write(`gateway thread: ${e.stack ?? e.message}\n`));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (m) => {
      ready = m === 'ready';
      if (ready) resolve();
      else reject(new Error(`gateway thread: unexpected message ${String(m)}`));
    });
    worker.once('error', reject);
    void exited.then((code) => reject(new Error(`the gateway thread exited (code ${code}) before it was ready`)));
  });
  return {
    async stop() {
      worker.postMessage('shutdown');
      // A close that hangs must not hang the stack's stop.
      const deadline = setTimeout(() => void worker.terminate(), 10_000);
      await exited;
      clearTimeout(deadline);
    },
  };
}
