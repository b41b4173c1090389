import { describe, expect, it } from 'vitest';
import { SigningInfoSchema } from '@homepact/proto';
import { harnessPerTest } from '@homepact/kit/testing';
import { create, owner, sendForSignature, startContracts, type Harness } from '../harness.ts';

/**
 * In Illinois the homeowner signs that she received the
 * pamphlet "Home Repair: Know Your Consumer Rights" (815 ILCS 513/20).
 * signing-info gives both parties every document the law wants delivered
 * apart from the contract, read from the stored form by @homepact/legal, and
 * InvitesRequested carries them so the invitation attaches them.
 */
const IL = {
  homeownerState: 'IL',
  governingLaw: 'Illinois',
  homeownerAddress: '12 Elm Street, Springfield, IL 62701',
  providerAddress: '88 Industrial Way, Springfield, IL 62702',
  totalAmount: '12500',
};
const TITLE = 'Home Repair: Know Your Consumer Rights';

let h: Harness;
harnessPerTest(
  async () => {
    const started = await startContracts();
    return { h: started, close: () => started.close() };
  },
  (s) => ({ h } = s),
);

async function sent(overrides: Record<string, unknown>) {
  const id = (await create(h, owner, overrides)).id as string;
  const { invite, tokens } = await sendForSignature(h, id);
  const info = async (role: 'homeowner' | 'provider') => {
    const res = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info?token=${tokens[role]}` });
    expect(res.status).toBe(200);
    return SigningInfoSchema.parse(res.body);
  };
  return { id, invite, info };
}

describe('documents the law wants delivered apart from the contract', () => {
  it('an Illinois contract: signing-info gives both parties the pamphlet in full, with its citation', async () => {
    const { info } = await sent(IL);
    for (const role of ['homeowner', 'provider'] as const) {
      const { deliver } = await info(role);
      expect(deliver.map((d) => [d.id, d.title, d.citation, d.state])).toEqual([
        ['il-home-repair-pamphlet', TITLE, '815 ILCS 513/20', 'IL'],
      ]);
      expect(deliver[0]!.sections.map((s) => s.heading)).toContain('AVOIDING HOME REPAIR FRAUD');
      expect(deliver[0]!.sections[0]!.paragraphs[0]).toMatch(/^As you plan for your home repair\/improvement project/);
    }
  });

  it('the invitation request carries it, so notifications attaches it', async () => {
    const { invite } = await sent(IL);
    expect(invite.deliver?.map((d) => d.title)).toEqual([TITLE]);
  });

  it('the invitation preview says it is attached', async () => {
    const id = (await create(h, owner, IL)).id as string;
    const res = await h.request({ method: 'GET', url: `/api/contracts/${id}/invitation-preview`, user: owner });
    expect(res.status).toBe(200);
    for (const r of res.body.recipients) expect(r.text).toContain(`“${TITLE}” (815 ILCS 513/20)`);
  });

  it('a Texas contract: nothing to deliver apart from the contract', async () => {
    const { info, invite } = await sent({});
    expect((await info('homeowner')).deliver).toEqual([]);
    expect(invite.deliver).toBeUndefined();
  });
});
