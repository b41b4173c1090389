import { describe, expect, it } from 'vitest';
import { ContractSummarySchema } from '@homepact/proto';
import { z } from 'zod';
import { harnessPerTest } from '@homepact/kit/testing';
import { create, owner, startContracts, stranger, type Answer, type Harness } from '../harness.ts';

let h: Harness;
harnessPerTest(startContracts, (x) => (h = x));

const tick = (ms = 1000) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};
const ids = (res: Answer) => (res.body as Array<{ id: string }>).map((s) => s.id);
const list = (query = '', user = owner, headers: Record<string, string> = {}) =>
  h.request({ method: 'GET', url: `/api/contracts${query}`, user, headers });

/** The next page's URL from the Link header, or null when there is none. */
function nextLink(res: Answer): string | null {
  const link = res.headers.link as string | undefined;
  if (!link) return null;
  const m = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!m) throw new Error(`unexpected Link header: ${link}`);
  return m[1]!;
}
const follow = (url: string, user = owner) => h.request({ method: 'GET', url, user });

/** Creates n contracts for `user`, one second apart, and returns their ids oldest first. */
async function seed(n: number, user = owner, sameInstant = false): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (!sameInstant) tick();
    out.push((await create(h, user, { serviceType: `Job ${i}` })).id);
  }
  return out;
}

/** Walks every page of `limit` and returns the ids in the order served. */
async function walk(limit: number, user = owner): Promise<string[]> {
  const seen: string[] = [];
  let res = await list(`?limit=${limit}`, user);
  for (let pages = 0; ; pages++) {
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBeLessThanOrEqual(limit);
    seen.push(...ids(res));
    const next = nextLink(res);
    if (!next) return seen;
    if (pages > 100) throw new Error('too many pages');
    res = await follow(next, user);
  }
}

describe('GET /api/contracts without paging parameters', () => {
  it('still answers the whole list, newest first, with no Link header', async () => {
    const made = await seed(25);
    const res = await list();
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([...made].reverse());
    expect(res.headers.link).toBeUndefined();
  });
});

describe('GET /api/contracts?limit=&cursor=', () => {
  it('serves pages newest first, each the summary shape, with a Link to the next until the last', async () => {
    const made = await seed(7);
    const first = await list('?limit=3');
    expect(first.status).toBe(200);
    z.array(ContractSummarySchema).parse(first.body);
    expect(ids(first)).toEqual([made[6], made[5], made[4]]);
    const next = nextLink(first)!;
    expect(next).toMatch(/^\/api\/contracts\?limit=3&cursor=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const second = await follow(next);
    expect(ids(second)).toEqual([made[3], made[2], made[1]]);
    const third = await follow(nextLink(second)!);
    expect(ids(third)).toEqual([made[0]]);
    expect(nextLink(third)).toBeNull();

    // Concatenated, the pages are the whole list in the whole list's order.
    expect(await walk(3)).toEqual(ids(await list()));
  });

  it('has no Link header when the page holds the last contract exactly', async () => {
    await seed(4);
    const res = await list('?limit=4');
    expect(ids(res)).toHaveLength(4);
    expect(nextLink(res)).toBeNull();
    const empty = await list('?limit=5', stranger);
    expect(empty.body).toEqual([]);
    expect(nextLink(empty)).toBeNull();
  });

  it('orders contracts created at the same instant by id, descending, and splits them across pages without loss', async () => {
    const made = await seed(9, owner, true);
    const walked = await walk(2);
    expect(walked).toEqual([...made].sort().reverse());
    expect(walked).toEqual(ids(await list()));
  });

  it('is stable when contracts are added between pages: no row repeats or goes missing, new ones start the first page', async () => {
    const made = await seed(6);
    const first = await list('?limit=2');
    expect(ids(first)).toEqual([made[5], made[4]]);
    // Newer contracts arrive while the reader is on page one.
    const added = await seed(3);
    const second = await follow(nextLink(first)!);
    expect(ids(second)).toEqual([made[3], made[2]]);
    const third = await follow(nextLink(second)!);
    expect(ids(third)).toEqual([made[1], made[0]]);
    expect(nextLink(third)).toBeNull();
    expect(ids(await list('?limit=3'))).toEqual([added[2], added[1], added[0]]);
  });

  it('is stable when contracts are deleted between pages, including the one the cursor points at', async () => {
    const made = await seed(6);
    const first = await list('?limit=2');
    expect(ids(first)).toEqual([made[5], made[4]]);
    // The cursor's own row and a row of the next page go away.
    for (const id of [made[4], made[2]]) {
      expect((await h.request({ method: 'DELETE', url: `/api/contracts/${id}`, user: owner })).status).toBe(204);
    }
    const second = await follow(nextLink(first)!);
    expect(ids(second)).toEqual([made[3], made[1]]);
    const third = await follow(nextLink(second)!);
    expect(ids(third)).toEqual([made[0]]);
    expect(nextLink(third)).toBeNull();
  });

  it('takes a cursor without a limit (20 a page)', async () => {
    const made = await seed(23);
    const first = await list('?limit=1');
    const cursor = new URL(nextLink(first)!, 'http://x').searchParams.get('cursor')!;
    const res = await list(`?cursor=${cursor}`);
    expect(ids(res)).toEqual([...made].reverse().slice(1, 21));
    expect(nextLink(res)).toMatch(/limit=20&cursor=/);
  });

  it.each(['0', '101', '-1', '1.5', 'abc', '', '1e2', '0x10'])('answers 400 for limit=%s', async (limit) => {
    const res = await list(`?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/limit/);
  });

  it('accepts the bounds 1 and 100', async () => {
    await seed(2);
    expect(ids(await list('?limit=1'))).toHaveLength(1);
    expect(ids(await list('?limit=100'))).toHaveLength(2);
  });

  it('answers 400 for a malformed or tampered cursor, never a 500', async () => {
    await seed(3);
    const good = new URL(nextLink(await list('?limit=1'))!, 'http://x').searchParams.get('cursor')!;
    const [payload, mac] = good.split('.') as [string, string];
    const forged = Buffer.from(`${Date.now()}:00000000-0000-4000-8000-000000000000`).toString('base64url');
    const bad = [
      'nonsense',
      '.',
      `${payload}.`,
      `${payload}.${mac.slice(1)}`,
      // The same bytes spelt differently (the last character's unused bits set): only our own spelling is accepted.
      `${payload}.${mac.slice(0, -1)}${String.fromCharCode(mac.charCodeAt(mac.length - 1) + 1)}`,
      // Every other spelling of the last character, including those that decode to the same bytes.
      ...[...'AQgw'].filter((c) => !mac.endsWith(c)).map((c) => `${payload}.${mac.slice(0, -1)}${c}`),
      `${payload}.${mac.slice(0, 5)}${mac[5] === 'a' ? 'b' : 'a'}${mac.slice(6)}`,
      `${forged}.${mac}`,
      `${payload}x.${mac}`,
      'a'.repeat(600),
      `${good}&cursor=${good}`,
    ];
    for (const cursor of bad) {
      const res = await list(`?limit=1&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.message, cursor).toMatch(/cursor/i);
    }
    // Repeated parameters are a client bug too.
    expect((await list(`?limit=1&cursor=${good}&cursor=${good}`)).status).toBe(400);
  });

  it('a stranger’s cursor reveals nothing: it is refused like any invalid one, and the query stays the caller’s own', async () => {
    await seed(3);
    const strangers = await seed(3, stranger);
    const theirNext = nextLink(await list('?limit=1', stranger))!;
    const cursor = new URL(theirNext, 'http://x').searchParams.get('cursor')!;

    const res = await list(`?limit=5&cursor=${cursor}`);
    expect(res.status).toBe(400);
    const malformed = await list('?limit=5&cursor=abc.def');
    expect(res.body).toEqual(malformed.body);
    const text = JSON.stringify(res.body);
    for (const id of strangers) expect(text).not.toContain(id);
    // And the owner's own pages never show the stranger's contracts.
    const mine = await walk(2);
    expect(mine).toHaveLength(3);
    for (const id of strangers) expect(mine).not.toContain(id);
  });
});

describe('ETag and If-None-Match on the list and its pages', () => {
  it('answers 304 while nothing changed, and 200 with a new tag after a write', async () => {
    const made = await seed(3);
    for (const query of ['', '?limit=2']) {
      const res = await list(query);
      expect(res.status).toBe(200);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/"\d+-[A-Za-z0-9_-]+"$/);
      expect(res.headers['cache-control']).toBe('private, no-cache');

      const again = await list(query, owner, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      // No body, and nothing announcing one (a proxy would refuse a 304 claiming bytes).
      expect(Number(again.headers['content-length'] ?? 0)).toBe(0);
      expect(again.headers.etag).toBe(etag);
      // A list of tags, the strong form of ours, and * all match.
      expect((await list(query, owner, { 'if-none-match': `"nope", ${etag}` })).status).toBe(304);
      expect((await list(query, owner, { 'if-none-match': etag.replace(/^W\//, '') })).status).toBe(304);
      expect((await list(query, owner, { 'if-none-match': '*' })).status).toBe(304);
      expect((await list(query, owner, { 'if-none-match': '"other"' })).status).toBe(200);
    }
    const listTag = (await list()).headers.etag as string;
    const pageTag = (await list('?limit=2')).headers.etag as string;
    expect(pageTag).not.toBe(listTag);

    // Any write to one of the owner's contracts moves the tags.
    await h.request({
      method: 'PATCH',
      url: `/api/contracts/${made[0]}/content`,
      user: owner,
      body: { editedContractContent: 'New text' },
    });
    const after = await list('', owner, { 'if-none-match': listTag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(listTag);
    expect((await list('?limit=2', owner, { 'if-none-match': pageTag })).status).toBe(200);
  });

  it('never matches another user’s tag, even at the same list version', async () => {
    await seed(1);
    await seed(1, stranger);
    const mine = (await list()).headers.etag as string;
    const theirs = (await list('', stranger)).headers.etag as string;
    expect(mine.split('-')[0]).toBe(theirs.split('-')[0]);
    expect(theirs).not.toBe(mine);
    expect((await list('', stranger, { 'if-none-match': mine })).status).toBe(200);
  });
});
