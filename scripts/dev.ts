/**
 * `make dev`: the whole product on embedded defaults. Secrets are generated
 * once into DATA_DIR/dev-secrets.json (mode 0600) so sessions and codes survive
 * a restart; nothing here has a built-in secret.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devSecrets, startEmbeddedStack } from './stack.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true });
const secretsFile = path.join(dataDir, 'dev-secrets.json');
if (!existsSync(secretsFile)) writeFileSync(secretsFile, JSON.stringify(devSecrets(), null, 2), { mode: 0o600 });
const secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>;

const stack = await startEmbeddedStack({
  dataDir,
  env: { ...secrets, ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  logLevel: process.env.LOG_LEVEL ?? 'info',
});

const vite = spawn(path.join(root, 'node_modules/.bin/vite'), ['--port', '5173', '--strictPort'], {
  cwd: path.join(root, 'web'),
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_URL: stack.gatewayUrl },
});

process.stdout.write(
  [
    '',
    '  HomePact is running on embedded defaults.',
    '    Web app:      http://localhost:5173',
    `    Gateway:      http://localhost:8080  (${stack.gatewayUrl})`,
    '    Dev mailbox:  http://localhost:5173/dev/mailbox',
    `    Data:         ${dataDir}`,
    '',
  ].join('\n') + '\n',
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
vite.on('exit', (code) => {
  if (!stopping) {
    process.stderr.write(`vite exited with ${code}\n`);
    void stop();
  }
});
