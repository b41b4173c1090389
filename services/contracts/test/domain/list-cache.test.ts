import { describe, expect, it } from 'vitest';
import { ListCache } from '../../src/store/list-versions.ts';

const answer = (text: string, next?: string) => ({ body: Buffer.from(text), next });
const text = (a: { body: Buffer } | undefined) => a?.body.toString();

describe('ListCache', () => {
  it('serves an answer only for the version and key it was stored under', () => {
    const cache = new ListCache();
    cache.set('u1', 3, answer('[1]'));
    cache.set('u1', 3, answer('[2]', 'cur'), 'page 20');
    expect(text(cache.get('u1', 3))).toBe('[1]');
    expect(cache.get('u1', 3, 'page 20')).toEqual(answer('[2]', 'cur'));
    expect(cache.get('u1', 4)).toBeUndefined();
    expect(cache.get('u1', 3, 'page 5')).toBeUndefined();
    expect(cache.get('u2', 3)).toBeUndefined();
  });

  it('stays within its byte budget, dropping the least recently used entry', () => {
    const cache = new ListCache(10);
    cache.set('a', 1, answer('12345'));
    cache.set('b', 1, answer('12345'));
    expect(text(cache.get('a', 1))).toBe('12345');
    cache.set('c', 1, answer('12345'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(text(cache.get('a', 1))).toBe('12345');
    expect(text(cache.get('c', 1))).toBe('12345');
    // Too big for the whole budget: not kept at all.
    cache.set('d', 1, answer('12345678901'));
    expect(cache.get('d', 1)).toBeUndefined();
    // Too big under a key already held: the older answer goes too.
    cache.set('a', 2, answer('12345678901'));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
  });
});
