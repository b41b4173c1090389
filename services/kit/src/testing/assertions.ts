import { expect } from 'vitest';

/**
 * A refused body or query: 400 with the kit's error shape (validation_failed or bad_request) and a message a
 * person can act on, containing `message` (a string) or matching it (a RegExp) when given.
 */
export function expectClear400(res: { status: number; body: any }, message?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toMatch(/^(validation_failed|bad_request)$/);
  expect(res.body.error.message.length).toBeGreaterThan(5);
  if (typeof message === 'string') expect(res.body.error.message).toContain(message);
  else if (message) expect(res.body.error.message).toMatch(message);
}
