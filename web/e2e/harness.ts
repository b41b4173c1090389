/**
 * Builds the web app with Vite and serves the build with `vite preview`,
 * proxying /api to a gateway, exactly as production serves static files
 * in front of the gateway.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';

export const webRoot = path.resolve(import.meta.dirname, '..');

export interface WebServer {
  webUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startWeb(opts: { gatewayUrl: string }): Promise<WebServer> {
  // A private output folder, so a test run never clobbers someone's web/dist.
  const outDir = mkdtempSync(path.join(tmpdir(), 'homepact-web-'));
  // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const port = await freePort();
  const proxy = { '/api': { target: opts.gatewayUrl, changeOrigin: false } };
  const server = await preview({
    root: webRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy, open: false },
  });

  return {
    webUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
