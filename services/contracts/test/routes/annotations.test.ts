import { describe, expect, it } from 'vitest';
import { AnnotationSchema } from '@homepact/proto';
import { admin, contractPerTest, create, homeowner, owner, provider, stranger, type Harness, type Tokens } from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';
import type { AnnotationDoc } from '../../src/domain/annotation.ts';

let h: Harness;
let id: string;
let tokens: Tokens;
contractPerTest((s) => ({ h, id, tokens } = s));

type User = typeof owner | null;
/** Each write a second later, so lists and history have one order. */
const tick = () => {
  h.clock.now = new Date(h.clock.now.getTime() + 1000);
};
const note = (extra: Record<string, unknown> = {}) => ({
  content: 'Is the backsplash tile included?',
  type: 'question',
  sectionId: 'service-details',
  positionX: 10.126,
  positionY: 40,
  ...extra,
});
const add = (body: unknown, user: User = owner, query = '', contractId = id) => {
  tick();
  return h.request({ method: 'POST', url: `/api/contracts/${contractId}/annotations${query}`, user, body });
};
const list = (user: User = owner, query = '') => h.request({ method: 'GET', url: `/api/contracts/${id}/annotations${query}`, user });
const put = (annotationId: string, body: unknown, user: User = owner, query = '') => {
  tick();
  return h.request({ method: 'PUT', url: `/api/annotations/${annotationId}${query}`, user, body });
};
const del = (annotationId: string, user: User = owner, query = '') => {
  tick();
  return h.request({ method: 'DELETE', url: `/api/annotations/${annotationId}${query}`, user });
};

describe('annotations', () => {
  it('the owner adds one: 201, active, positions kept to two decimals, named by e-mail local part', async () => {
    const res = await add(note());
    expect(res.status).toBe(201);
    const a = AnnotationSchema.parse(res.body);
    expect(a).toMatchObject({
      contractId: id,
      sectionId: 'service-details',
      type: 'question',
      status: 'active',
      content: 'Is the backsplash tile included?',
      positionX: 10.13,
      positionY: 40,
      userId: owner.userId,
      authorName: 'owner',
      parentId: null,
      createdAt: '2025-01-05T12:00:01.000Z',
    });
    expect((await list()).body).toEqual([res.body]);
    // The type defaults to comment.
    const { type: _t, ...withoutType } = note();
    expect((await add(withoutType)).body.type).toBe('comment');
  });

  it('a party with a token reads and annotates, signed out; a signed-in party too', async () => {
    const q = `?token=${tokens.homeowner}`;
    const byToken = await add(note({ content: 'Please start a week later.' }), null, q);
    expect(byToken.status).toBe(201);
    expect(byToken.body).toMatchObject({ userId: 'party:homeowner', authorName: 'Hana Owens' });
    const bySession = await add(note({ content: 'Fine by me.', parentId: byToken.body.id }), provider);
    expect(bySession.status).toBe(201);
    expect(bySession.body).toMatchObject({ userId: provider.userId, authorName: 'Pat Builder', parentId: byToken.body.id });
    expect((await list(null, q)).body.map((a: { id: string }) => a.id)).toEqual([byToken.body.id, bySession.body.id]);
    expect((await list(admin)).status).toBe(200);
  });

  it('a stranger can neither read nor annotate (404); signed out without a link: 401', async () => {
    expect((await list(stranger)).status).toBe(404);
    expect((await add(note(), stranger)).status).toBe(404);
    expect((await list(null)).status).toBe(401);
    expect((await add(note(), null)).status).toBe(401);
    expect((await list(null, `?token=${'q'.repeat(43)}`)).status).toBe(401);
    expect((await add(note(), owner, '', crypto.randomUUID())).status).toBe(404);
    expect(await h.rt.store.collection<AnnotationDoc>('annotations').count({})).toBe(0);
  });

  it('edit and delete: the author, the owner, admins; anyone else 404', async () => {
    const byHome = (await add(note(), homeowner)).body;
    // The other party, a stranger, the other party's token: 404, nothing changes.
    for (const [user, query] of [
      [provider, ''],
      [stranger, ''],
      [null, `?token=${tokens.provider}`],
    ] as const) {
      expect((await put(byHome.id, { status: 'resolved' }, user, query)).status).toBe(404);
      expect((await del(byHome.id, user, query)).status).toBe(404);
    }
    expect((await put(byHome.id, { status: 'resolved' }, null)).status).toBe(401);
    // The author, by session or by their link.
    h.clock.now = new Date('2025-01-05T13:00:00.000Z');
    const edited = await put(byHome.id, { content: '  Tile is included.  ', type: 'comment' }, homeowner);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      content: 'Tile is included.',
      type: 'comment',
      status: 'active',
      updatedAt: '2025-01-05T13:00:01.000Z',
    });
    expect(edited.body.createdAt).toBe(byHome.createdAt);
    expect((await put(byHome.id, { status: 'resolved' }, null, `?token=${tokens.homeowner}`)).body.status).toBe('resolved');
    // The owner and admins.
    expect((await put(byHome.id, { status: 'archived' }, owner)).body.status).toBe('archived');
    expect((await put(byHome.id, { status: 'active' }, admin)).body.status).toBe('active');
    expect((await del(byHome.id, admin)).status).toBe(204);
    expect((await list()).body).toEqual([]);
    expect((await put(byHome.id, { status: 'active' }, owner)).status).toBe(404);
  });

  it('deleting an annotation deletes its replies', async () => {
    const root = (await add(note())).body;
    const reply = (await add(note({ parentId: root.id }), provider)).body;
    await add(note({ parentId: reply.id }), homeowner);
    const other = (await add(note({ content: 'Separate thread' }))).body;
    expect((await del(root.id)).status).toBe(204);
    expect((await list()).body.map((a: { id: string }) => a.id)).toEqual([other.id]);
  });

  it('a reply must answer an annotation on the same contract', async () => {
    const elsewhere = (await create(h, owner)).id;
    const foreign = (await add(note(), owner, '', elsewhere)).body;
    const res = await add(note({ parentId: foreign.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('parentId');
  });

  it('every change leaves a history row', async () => {
    const a = (await add(note(), null, `?token=${tokens.provider}`)).body;
    await put(a.id, { status: 'resolved' }, owner);
    await del(a.id, null, `?token=${tokens.provider}`);
    const rows = await h.rt.store
      .collection<ActivityDoc>('contract_activity')
      .find(
        { contractId: id, action: { $in: ['annotation_added', 'annotation_updated', 'annotation_deleted'] } },
        { sort: { createdAt: 1 } },
      );
    expect(rows.map((r) => [r.action, r.userId])).toEqual([
      ['annotation_added', 'party:provider'],
      ['annotation_updated', owner.userId],
      ['annotation_deleted', 'party:provider'],
    ]);
    expect(rows[0]!.metadata).toMatchObject({ annotationId: a.id, type: 'question', sectionId: 'service-details' });
    expect(rows[1]!.metadata).toMatchObject({ changes: ['status'] });
  });

  it('annotations go when their draft is deleted', async () => {
    const draft = (await create(h, owner)).id;
    await add(note(), owner, '', draft);
    expect((await h.request({ method: 'DELETE', url: `/api/contracts/${draft}`, user: owner })).status).toBe(204);
    expect(await h.rt.store.collection<AnnotationDoc>('annotations').count({ contractId: draft })).toBe(0);
  });
});
