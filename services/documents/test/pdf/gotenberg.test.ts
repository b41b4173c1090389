import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GotenbergRenderer } from '../../src/pdf/gotenberg.ts';
import { inspectPdf, RenderError } from '../../src/pdf/index.ts';
import { smallPdf } from '../fakes.ts';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  files: Array<{ field: string; name: string; type: string; text: string }>;
  fields: Record<string, string>;
}

/**
 * A loopback stand-in for Gotenberg 8: GET /health, and the Chromium HTML route
 * POST /forms/chromium/convert/html (multipart, a file named index.html),
 * answering a small valid PDF. It records what it was sent.
 */
async function fakeGotenberg(opts: { failFirst?: number; status?: number } = {}) {
  const seen: Seen[] = [];
  let failures = opts.failFirst ?? 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
      return;
    }
    if (req.method !== 'POST' || req.url !== '/forms/chromium/convert/html') {
      res.writeHead(404).end('Not Found');
      return;
    }
    const contentType = req.headers['content-type'] ?? '';
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
    const entry: Seen = { method: req.method, url: req.url, contentType, files: [], fields: {} };
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') entry.fields[field] = value;
      else entry.files.push({ field, name: value.name, type: value.type, text: await value.text() });
    }
    seen.push(entry);
    if (failures > 0) {
      failures--;
      res.writeHead(opts.status ?? 503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
      return;
    }
    if (!entry.files.some((f) => f.name === 'index.html')) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"index.html is required"}');
      return;
    }
    const pdf = await smallPdf('from gotenberg');
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length }).end(Buffer.from(pdf));
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('GotenbergRenderer (gotenberg-js-client)', () => {
  it('posts index.html alone, Letter with 1 in margins, to the Chromium HTML route, and returns its PDF', async () => {
    const g = await fakeGotenberg();
    stop = g.close;
    const renderer = new GotenbergRenderer({ url: `${g.url}/` });
    const html = '<!doctype html><html><body><p>Contract body</p></body></html>';
    const { pdf, retries } = await renderer.render(html);
    expect(retries).toBe(0);
    expect((await inspectPdf(pdf)).pageCount).toBe(1);

    expect(g.seen).toHaveLength(1);
    const [req] = g.seen;
    expect(req!.url).toBe('/forms/chromium/convert/html');
    expect(req!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // One file, no assets.
    expect(req!.files).toEqual([{ field: 'index.html', name: 'index.html', type: 'text/html', text: html }]);
    expect(req!.fields).toMatchObject({
      paperWidth: '8.5',
      paperHeight: '11',
      marginTop: '1',
      marginRight: '1',
      marginBottom: '1',
      marginLeft: '1',
      preferCssPageSize: 'true',
      printBackground: 'true',
    });
    expect(renderer.stats()).toMatchObject({ kind: 'gotenberg', renders: 1, failures: 0 });
  });

  it('is ready when /health answers, not when Gotenberg is down', async () => {
    const g = await fakeGotenberg();
    expect(await new GotenbergRenderer({ url: g.url }).ready()).toBe(true);
    await g.close();
    expect(await new GotenbergRenderer({ url: g.url }).ready()).toBe(false);
  });

  it('retries a transient failure once, then gives up with a RenderError', async () => {
    const g = await fakeGotenberg({ failFirst: 1 });
    stop = g.close;
    const renderer = new GotenbergRenderer({ url: g.url, retryDelayMs: 1 });
    expect((await renderer.render('<p>x</p>')).retries).toBe(1);

    const down = await fakeGotenberg({ failFirst: 5 });
    const failing = new GotenbergRenderer({ url: down.url, retryDelayMs: 1 });
    await expect(failing.render('<p>x</p>')).rejects.toBeInstanceOf(RenderError);
    expect(down.seen).toHaveLength(2);
    await down.close();
  });

  it('a refusal (4xx) is not retried', async () => {
    const g = await fakeGotenberg({ failFirst: 1, status: 400 });
    stop = g.close;
    await expect(new GotenbergRenderer({ url: g.url }).render('<p>x</p>')).rejects.toMatchObject({ code: 'gotenberg_failed' });
    expect(g.seen).toHaveLength(1);
  });

  it('bytes that are not a PDF never pass as one', async () => {
    await expect(inspectPdf(new TextEncoder().encode('<html>502 Bad Gateway</html>'))).rejects.toMatchObject({ code: 'not_a_pdf' });
    await expect(inspectPdf(new TextEncoder().encode('%PDF-1.7 truncated'))).rejects.toMatchObject({ code: 'damaged_pdf' });
  });

  it('honours the abort signal', async () => {
    const g = await fakeGotenberg();
    stop = g.close;
    const controller = new AbortController();
    controller.abort();
    await expect(new GotenbergRenderer({ url: g.url }).render('<p>x</p>', { signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
  });
});
