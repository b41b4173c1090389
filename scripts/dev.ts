/**
 * `make dev`: the whole product on embedded defaults. Secrets are generated
 * once into DATA_DIR/dev-secrets.json (mode 0600) so sessions and codes survive
 * a restart; nothing here has a built-in secret.
 *
 * With OTEL_EXPORTER_OTLP_ENDPOINT set (OTLP/HTTP; OTEL_EXPORTER_OTLP_PROTOCOL
 * http/protobuf or http/json), tracing starts before anything else is loaded,
 * and every span is exported under its own service's name: one request gives
 * one trace from the gateway through the service to the event consumers.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTelemetry } from '@homepact/kit/telemetry';

// Before the stack is imported, so the instrumentations patch http, undici and Fastify as they load.
const tracing = await startTelemetry('homepact', process.env, { embedded: true });

const { spawn } = await import('node:child_process');
const { devSecrets, startEmbeddedStack } = await import('./stack.ts');

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
// The secrets and the stores must stay out of everything the Vite dev server may serve (web/vite.config.ts).
for (const served of ['web', 'proto', 'services/legal', 'node_modules']) {
  const rel = path.relative(path.join(root, served), dataDir);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) {
    process.stderr.write(`DATA_DIR (${dataDir}) is inside ${served}/, which the dev server serves. Choose another directory.\n`);
    process.exit(1);
  }
}
mkdirSync(dataDir, { recursive: true });
const secretsFile = path.join(dataDir, 'dev-secrets.json');
const stored = existsSync(secretsFile) ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>) : {};
// A secret added since the file was written (e.g. OTP_EVENT_KEY) is generated once and kept; existing ones never change.
const secrets: Record<string, string> = { ...devSecrets(), ...stored };
// The seal of executed PDFs: a self-signed development certificate, made once and kept beside the secrets (its
// passphrase among them), so documents sealed yesterday still verify today. SEAL_* in the shell wins.
const sealFile = path.join(dataDir, 'dev-seal.p12');
const sealFromShell = Boolean(process.env.SEAL_P12_FILE || process.env.SEAL_KEY_FILE);
if (!sealFromShell && (!existsSync(sealFile) || !secrets.SEAL_P12_PASSPHRASE)) {
  const { createDevCertificate } = await import('@homepact/documents');
  const dev = createDevCertificate();
  writeFileSync(sealFile, dev.p12, { mode: 0o600 });
  secrets.SEAL_P12_PASSPHRASE = dev.passphrase;
  process.stdout.write(`  Made a development seal certificate (SHA-256 ${dev.fingerprint}) in ${sealFile}\n`);
}
if (Object.keys(secrets).some((k) => !(k in stored))) writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });
if (!sealFromShell) secrets.SEAL_P12_FILE = sealFile;

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
    `    Metrics:      ${Object.entries(stack.metricsUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ')}`,
    `    Traces:       ${tracing ? `OTLP/HTTP to ${process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT}` : 'off (set OTEL_EXPORTER_OTLP_ENDPOINT to export them)'}`,
    '',
  ].join('\n') + '\n',
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  vite.kill('SIGTERM');
  await stack.stop();
  const { stopTelemetry } = await import('@homepact/kit/telemetry');
  await stopTelemetry();
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
