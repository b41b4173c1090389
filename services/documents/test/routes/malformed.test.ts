import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRecord } from '../fixtures/contracts.ts';
import { owner, startDocuments, type Harness } from '../harness.ts';

let h: Harness;
let id: string;
beforeAll(async () => {
  h = await startDocuments();
  id = h.contracts.put(contractRecord()).id;
});
afterAll(async () => {
  await h.close();
});

describe('malformed requests get a 4xx JSON error, never a 500', () => {
  const cases: Array<[string, 'GET' | 'POST', string, number[], { rawBody?: string; contentType?: string; internal?: boolean }?]> = [
    ['an id with a dot', 'POST', '/api/contracts/a.b/generate', [400]],
    ['an encoded slash in the id', 'POST', '/api/contracts/a%2F..%2Fb/generate', [400]],
    ['an id with spaces and quotes', 'GET', `/api/contracts/${encodeURIComponent('" OR 1=1 --')}/pdf`, [400]],
    ['an over-long id', 'GET', `/api/contracts/${'a'.repeat(101)}/view`, [400, 414]],
    ['bad percent-encoding', 'GET', '/api/contracts/%E0%A4%A/pdf', [400]],
    ['an unknown query parameter on generate', 'POST', `/api/contracts/{id}/generate?x=1`, [400]],
    ['an unknown query parameter on pdf', 'GET', `/api/contracts/{id}/pdf?download=1`, [400]],
    ['a token that is too short', 'GET', `/api/contracts/{id}/pdf?token=abc`, [400]],
    [
      'a token with odd characters',
      'GET',
      `/api/contracts/{id}/view?token=${encodeURIComponent('<script>alert(1)</script>aaaaaaaa')}`,
      [400],
    ],
    ['a repeated token', 'GET', `/api/contracts/{id}/view?token=${'a'.repeat(20)}&token=${'b'.repeat(20)}`, [400]],
    ['a JSON body that is not JSON', 'POST', `/api/contracts/{id}/generate`, [400], { rawBody: '{nope', contentType: 'application/json' }],
    ['an empty JSON body', 'POST', `/api/contracts/{id}/generate`, [400], { rawBody: '', contentType: 'application/json' }],
    ['an unsupported body type', 'POST', `/api/contracts/{id}/generate`, [415], { rawBody: '<x/>', contentType: 'application/xml' }],
    ['a bad document id', 'GET', '/internal/documents/..%2F..%2Fetc', [400], { internal: true }],
    ['an unknown route', 'GET', `/api/contracts/{id}/pdfs`, [404]],
    ['a wrong method', 'DELETE' as 'GET', `/api/contracts/{id}/pdf`, [404, 405]],
  ];

  it.each(cases)('%s', async (_name, method, url, expected, extra = {}) => {
    const res = await h.request({ method, url: url.replace('{id}', id), user: owner, ...extra });
    expect(expected).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error.code).toEqual(expect.any(String));
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});
