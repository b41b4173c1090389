import { describe, expect, it } from 'vitest';
import { createLogger, redactText, redactUrl } from '../src/logger.ts';

describe('redactUrl', () => {
  it('hides signing tokens and codes in query strings, keeping the rest', () => {
    expect(redactUrl('/api/contracts/1?token=abc.def&x=1')).toBe('/api/contracts/1?token=[redacted]&x=1');
    expect(redactUrl('/sign/1?x=1&TOKEN=abc')).toBe('/sign/1?x=1&TOKEN=[redacted]');
    expect(redactUrl('/a?otp=123456#frag')).toBe('/a?otp=[redacted]#frag');
    expect(redactUrl('/api/contracts?tokenish=1')).toBe('/api/contracts?tokenish=1');
  });
});

describe('log lines carry no code or link token', () => {
  it('cuts tokens out of free text up to the next space', () => {
    expect(redactText('failed for https://a.example/sign/1?token=abc.def now')).toBe(
      'failed for https://a.example/sign/1?token=[redacted] now',
    );
  });

  it('redacts an error message, token and sign URL fields, and a code', () => {
    const lines: string[] = [];
    const logger = createLogger('t', 'info', { write: (line: string) => void lines.push(line) });
    const secret = 'Zx9secretTokenValue';
    logger.error({ err: new Error(`could not send https://a.example/sign/1?token=${secret} (550)`) }, 'failed');
    logger.info({ invite: { token: secret, signUrl: `https://a.example/sign/1?token=${secret}` }, otp: { code: '482913' } }, 'x');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain(secret);
    expect(lines.join('')).not.toContain('482913');
    expect(lines[0]).toContain('(550)');
  });

  it('censors credentials in logged headers and secret fields one level down, and leaves the rest', () => {
    const lines: string[] = [];
    const logger = createLogger('t', 'info', { write: (line: string) => void lines.push(line) });
    const child = logger.child({ reqId: 'r-1' });
    const logged = {
      req: { headers: { cookie: 'hp_session=abc', Authorization: 'Bearer xyz', accept: 'application/json' } },
      res: { headers: { 'set-cookie': 'hp_session=def', 'content-type': 'application/json' } },
      config: { SEAL_P12_PASSPHRASE: 'pass-1', port: 8080 },
      body: { password: 'pw-1', email: 'a@example.com' },
    };
    child.info(logged, 'x');
    const line = JSON.parse(lines[0]!) as Record<string, Record<string, Record<string, unknown>>>;
    for (const secret of ['abc', 'xyz', 'def', 'pass-1', 'pw-1']) expect(lines[0]).not.toContain(secret);
    expect(line.res!.headers!['content-type']).toBe('application/json');
    expect(line.config!.port).toBe(8080);
    expect(line.body!.email).toBe('a@example.com');
    expect(line.reqId).toBe('r-1');
    // The caller's object is not changed.
    expect(logged.body.password).toBe('pw-1');
    expect(logged.req.headers.cookie).toBe('hp_session=abc');
  });
});
