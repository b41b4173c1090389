import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompression } from '../src/compression.ts';
import { CompressedAnswers } from '../src/domain/compressed-answers.ts';

const bytes = (n: number, fill = 'x') => Buffer.alloc(n, fill);

describe('CompressedAnswers', () => {
  it('keeps at most maxBytes, the least recently used out first', () => {
    const answers = new CompressedAnswers(250);
    answers.set('a', bytes(100));
    answers.set('b', bytes(100));
    expect(answers.get('a')?.length).toBe(100); // a is now the most recently used
    answers.set('c', bytes(100));
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')?.length).toBe(100);
    expect(answers.get('c')?.length).toBe(100);
    expect(answers.bytes).toBe(200);
  });

  it('replaces an entry without counting it twice, and refuses one larger than the whole budget', () => {
    const answers = new CompressedAnswers(250);
    answers.set('a', bytes(100));
    answers.set('a', bytes(150));
    expect(answers.bytes).toBe(150);
    answers.set('huge', bytes(251));
    expect(answers.get('huge')).toBeUndefined();
    expect(answers.size).toBe(1);
    // Too large under a key already held: the older answer goes too (it no longer matches what was set).
    answers.set('a', bytes(251));
    expect(answers.get('a')).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });
});

describe('the gateway compresses an answer once', () => {
  async function appWith(answers: CompressedAnswers) {
    const app = Fastify();
    await registerCompression(app, answers);
    // Streams, as proxied answers arrive; the length is known, as the services send it.
    const streamed = (text: string) => (_req: unknown, reply: FastifyReply) => {
      const body = Buffer.from(text);
      return reply
        .type('application/json')
        .header('content-length', body.length)
        .send(Readable.from([body]));
    };
    const page = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: `c-${i}`, status: 'draft' })));
    app.get('/page', streamed(page));
    app.get('/other', streamed(page.replace('c-0', 'c-X')));
    return { app, page };
  }

  it('serves the same page from the cache, and a different page compressed afresh', async () => {
    const answers = new CompressedAnswers();
    const { app, page } = await appWith(answers);
    const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const first = await get('/page');
    const second = await get('/page');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toBe(page);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(answers.size).toBe(1);
    const other = await get('/other');
    expect(gunzipSync(other.rawPayload).toString()).toBe(page.replace('c-0', 'c-X'));
    expect(answers.size).toBe(2);
    await app.close();
  });
});
