import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, signIn, startIdentity, type Harness } from './harness.ts';

let h: Harness;
let user: Awaited<ReturnType<typeof contextFor>>;
beforeAll(async () => {
  h = await startIdentity();
  user = await contextFor(h, (await signIn(h, 'body@example.com')).cookie);
});
afterAll(() => h.close());

const huge = 'x'.repeat(100_000);
const bodies: Record<string, unknown[]> = {
  '/api/auth/otp/request': [
    {},
    { email: 42 },
    { email: 'not-an-email' },
    { email: `${huge}@example.com` },
    { email: 'a@b.co', extra: true },
    [],
    'text',
    null,
  ],
  '/api/auth/otp/verify': [
    {},
    { email: 'a@b.co' },
    { email: 'a@b.co', otp: 123456 },
    { email: 'a@b.co', otp: '12345' },
    { email: 'a@b.co', otp: 'abcdef' },
    { email: 'a@b.co', otp: huge },
    { email: 'a@b.co', otp: '123456', admin: true },
    [1, 2],
  ],
  '/api/auth/complete-user': [
    {},
    { email: 'body@example.com', firstName: '', lastName: 'X', userType: 'tenant' },
    { email: 'body@example.com', firstName: 'A', lastName: '', userType: 'tenant' },
    { email: 'body@example.com', firstName: 'A', lastName: 'B', userType: 'king' },
    { email: 'body@example.com', firstName: huge, lastName: 'B', userType: 'tenant' },
    { email: 'body@example.com', firstName: 'A', lastName: 'B', userType: 'tenant', role: 'admin' },
    { email: 'body@example.com', firstName: 7, lastName: 'B', userType: 'tenant' },
  ],
};

describe('malformed bodies get 400 with a clear message, never 500', () => {
  for (const [url, list] of Object.entries(bodies)) {
    for (const body of list) {
      it(`${url} ${JSON.stringify(body).slice(0, 60)}`, async () => {
        const res = await h.request({ method: 'POST', url, body, user });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toMatch(/validation_failed|bad_request/);
        expect(res.body.error.message.length).toBeGreaterThan(5);
      });
    }
  }

  it('invalid JSON is a 400 JSON answer', async () => {
    const res = await h.service.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('says which rule failed, in the words the screen uses', async () => {
    const res = await h.request({ method: 'POST', url: '/api/auth/otp/verify', body: { email: 'a@b.co', otp: 'abcdef' } });
    expect(res.body.error.message).toMatch(/OTP must contain only numbers/);
    const role = await h.request({
      method: 'POST',
      url: '/api/auth/complete-user',
      user,
      body: { email: 'body@example.com', firstName: 'A', lastName: 'B', userType: 'king' },
    });
    expect(role.body.error.message).toMatch(/Please select your role/);
  });
});
