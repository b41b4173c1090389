/**
 * The gateway as `make dev` runs it: its production entry on a thread of its
 * own in the stack's process (scripts/gateway-thread.ts), so the services'
 * event loop and the gateway's never wait on each other.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Stack } from '../../scripts/stack.ts';
import { startGatewayThread } from '../../scripts/gateway-thread.ts';
import { startStack } from './helpers.ts';

/** GET `url` from another process while this thread is blocked in execFileSync: the status, or "no answer". */
function statusWhileThisThreadWaits(url: string): string {
  const script = `fetch(${JSON.stringify(url)}, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 'no answer').then((s) => process.stdout.write(String(s)))`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 15_000 });
}

describe('the gateway on a thread of its own (make dev)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ LOG_LEVEL: 'silent' });
  }, 60_000);
  afterAll(() => stack?.stop());

  it("answers while the services' event loop is blocked, and its /metrics is its own", async () => {
    // This thread runs the services; execFileSync blocks it until the child has its answer.
    expect(statusWhileThisThreadWaits(`${stack.gatewayUrl}/healthz`)).toBe('200');
    // A service on this thread cannot answer meanwhile: the same check that would fail for a gateway on it.
    expect(statusWhileThisThreadWaits(`${stack.urls.contracts}/healthz`)).toBe('no answer');
    const metrics = await (await fetch(stack.metricsUrls.gateway!)).text();
    expect(metrics).toMatch(/^nodejs_eventloop_delay_p99/m);
    expect(new URL(stack.metricsUrls.gateway!).port).not.toBe(new URL(stack.metricsUrls.contracts!).port);
  }, 30_000);

  it('stop() closes its port and ends the thread', async () => {
    const port = await freePort();
    const thread = await startGatewayThread({ ...stack.env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0' });
    expect((await fetch(`http://127.0.0.1:${port}/api/auth/user`)).status).toBe(401);
    await thread.stop();
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 30_000);

  it('a gateway that cannot start rejects with its exit code', async () => {
    // No service URLs and no secret: its configuration names every problem on stderr and exits 1.
    await expect(startGatewayThread({ LOG_LEVEL: 'silent', PORT: '1' })).rejects.toThrow(/exited \(code 1\) before it was ready/);
  }, 30_000);
});
