import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logger.ts';

describe('redactUrl', () => {
  it('hides signing tokens and codes in query strings, keeping the rest', () => {
    expect(redactUrl('/api/contracts/1?token=abc.def&x=1')).toBe('/api/contracts/1?token=[redacted]&x=1');
    expect(redactUrl('/sign/1?x=1&TOKEN=abc')).toBe('/sign/1?x=1&TOKEN=[redacted]');
    expect(redactUrl('/a?otp=123456#frag')).toBe('/a?otp=[redacted]#frag');
    expect(redactUrl('/api/contracts?tokenish=1')).toBe('/api/contracts?tokenish=1');
  });
});
