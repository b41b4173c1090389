import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether the OpenSSL command line (its `ts` command is the test's time-stamp authority) is on this machine. */
export const hasOpenssl = spawnSync('openssl', ['version']).error === undefined;

export interface TestTsa {
  url: string;
  /** Requests answered. */
  requests: number;
  close(): Promise<void>;
}

/**
 * An RFC 3161 time-stamp authority on loopback for tests: OpenSSL's own
 * `openssl ts -reply` answers each application/timestamp-query POST, with a
 * throwaway TSA certificate (extendedKeyUsage critical timeStamping).
 */
export async function startTestTsa(): Promise<TestTsa> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hp-tsa-'));
  const run = (args: string[]) => {
    const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`openssl ${args[0]}: ${r.stderr}`);
  };
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'tsa.key',
    '-out',
    'tsa.crt',
    '-days',
    '2',
    '-subj',
    '/CN=HomePact test TSA/O=HomePact tests',
    '-addext',
    'extendedKeyUsage=critical,timeStamping',
    '-addext',
    'basicConstraints=CA:FALSE',
    '-addext',
    'keyUsage=critical,digitalSignature',
  ]);
  await writeFile(path.join(dir, 'serial'), '01\n');
  await writeFile(
    path.join(dir, 'tsa.cnf'),
    [
      '[ tsa ]',
      'default_tsa = tsa_config1',
      '[ tsa_config1 ]',
      `dir = ${dir}`,
      'serial = $dir/serial',
      'signer_cert = $dir/tsa.crt',
      'signer_key = $dir/tsa.key',
      'certs = $dir/tsa.crt',
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = yes',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  let n = 0;
  const tsa: TestTsa = { url: '', requests: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const id = ++n;
        try {
          if (req.method !== 'POST' || req.headers['content-type'] !== 'application/timestamp-query')
            throw new Error('not a timestamp query');
          await writeFile(path.join(dir, `q${id}.tsq`), Buffer.concat(chunks));
          run(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', `q${id}.tsq`, '-out', `r${id}.tsr`]);
          const body = await readFile(path.join(dir, `r${id}.tsr`));
          tsa.requests++;
          res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(body);
        } catch (err) {
          res.writeHead(400).end(String(err));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  tsa.url = `http://127.0.0.1:${port}/tsr`;
  tsa.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  };
  return tsa;
}
