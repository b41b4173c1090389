import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible server on loopback: POST /v1/chat/completions.
 * Tests script its answers in order (`reply`); when the script runs out it
 * answers with `fallback`. Every request is recorded as received.
 */
export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface Scripted {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is. */
  body: unknown;
  /** Wait this long before answering (to trip the client's timeout). */
  delayMs?: number;
}

/** A scripted answer, or a function of the request that makes one. */
export type Answer = Scripted | ((req: Recorded) => Scripted);

export interface FakeOpenAi {
  /** Base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:51234/v1 */
  url: string;
  requests: Recorded[];
  reply(...answers: Answer[]): void;
  fallback: Scripted | undefined;
  reset(): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function completion(
  content: string,
  opts: { model?: string; promptTokens?: number; completionTokens?: number; finishReason?: string; usage?: boolean } = {},
): Scripted {
  const prompt = opts.promptTokens ?? 1000;
  const done = opts.completionTokens ?? 500;
  return {
    status: 200,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: opts.model ?? 'gpt-4o-mini-2024-07-18',
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: opts.finishReason ?? 'stop', logprobs: null },
      ],
      ...(opts.usage === false ? {} : { usage: { prompt_tokens: prompt, completion_tokens: done, total_tokens: prompt + done } }),
    },
  };
}

export const scopeAnswer = (scope: string, suggestions: string[], opts: Parameters<typeof completion>[1] = {}) =>
  completion(JSON.stringify({ scope, suggestions }), opts);

export const errorAnswer = (status: number, message: string, headers?: Record<string, string>): Scripted => ({
  status,
  ...(headers ? { headers } : {}),
  body: { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null, param: null } },
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: Recorded[] = [];
  let script: Answer[] = [];
  const fake: Partial<FakeOpenAi> = { requests, fallback: undefined };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as text */
      }
      const recorded: Recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no route ${req.url}` } }));
        return;
      }
      const next = script.shift() ?? fake.fallback ?? errorAnswer(500, 'no scripted answer');
      const answer = typeof next === 'function' ? next(recorded) : next;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const send = () => {
        if (!res.destroyed) res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(text);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    reply: (...answers: Answer[]) => void script.push(...answers),
    reset: () => {
      script = [];
      requests.length = 0;
      fake.fallback = undefined;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  }) as FakeOpenAi;
}
