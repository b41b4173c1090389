import { describe, expect, it } from 'vitest';
import { eventVersion, isNewerVersion } from '../src/read-model-version.ts';

describe('eventVersion', () => {
  it('is the ISO time it happened and the event id, whatever the time was written as', () => {
    expect(eventVersion('2026-04-01T12:00:00Z', 'e1')).toBe('2026-04-01T12:00:00.000Z|e1');
    expect(eventVersion('2026-04-01T14:00:00+02:00', 'e1')).toBe('2026-04-01T12:00:00.000Z|e1');
  });
});

describe('isNewerVersion', () => {
  const at = (iso: string, id: string) => eventVersion(iso, id);
  const cases: [what: string, v: string, stored: string | null | undefined, newer: boolean][] = [
    ['a later time wins', at('2026-04-01T12:00:00.001Z', 'a'), at('2026-04-01T12:00:00.000Z', 'z'), true],
    ['an earlier time loses (an old event redelivered)', at('2026-04-01T11:59:59.999Z', 'z'), at('2026-04-01T12:00:00.000Z', 'a'), false],
    ['a later day wins over a larger id', at('2026-04-02T00:00:00.000Z', '0'), at('2026-04-01T23:59:59.999Z', 'f'), true],
    ['the same event again changes nothing', at('2026-04-01T12:00:00.000Z', 'e1'), at('2026-04-01T12:00:00.000Z', 'e1'), false],
    [
      'same millisecond, different id: the later delivered wins',
      at('2026-04-01T12:00:00.000Z', 'a'),
      at('2026-04-01T12:00:00.000Z', 'b'),
      true,
    ],
    ['same millisecond, the other way round too', at('2026-04-01T12:00:00.000Z', 'b'), at('2026-04-01T12:00:00.000Z', 'a'), true],
    ['empty stored: any fact is taken', at('2026-04-01T12:00:00.000Z', 'e1'), '', true],
    ['no stored version (null): any fact is taken', at('2026-04-01T12:00:00.000Z', 'e1'), null, true],
    ['no stored version (undefined): any fact is taken', at('2026-04-01T12:00:00.000Z', 'e1'), undefined, true],
  ];
  it.each(cases)('%s', (_what, v, stored, newer) => {
    expect(isNewerVersion(v, stored)).toBe(newer);
  });
});
