/**
 * The chunks a signature image may hold: what draws the picture and how its
 * colours read, nothing that carries text or arbitrary bytes (tEXt, zTXt,
 * iTXt, iCCP, eXIf, private chunks: the places a polyglot hides script).
 * IHDR first, PLTE and the colour chunks before the image data, IDAT chunks
 * together, IEND last with nothing after; each chunk once except IDAT; every
 * CRC right. Pure (no zlib, no Buffer), so the sign page and the server agree.
 */
const ALLOWED = new Set(['IHDR', 'PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'pHYs', 'IDAT', 'IEND']);
/** Those that must come before the first IDAT. */
const BEFORE_IDAT = new Set(['PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'pHYs']);

let table: Uint32Array | undefined;
function crc32(bin: string, from: number, to: number): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = table[(crc ^ bin.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Why the chunks of a PNG (decoded to a binary string, signature checked) are not acceptable, or null. */
export function pngChunksProblem(bin: string): string | null {
  const at = (i: number) => bin.charCodeAt(i);
  const u32 = (i: number) => ((at(i) << 24) >>> 0) + (at(i + 1) << 16) + (at(i + 2) << 8) + at(i + 3);
  const seen = new Set<string>();
  let previous = '';
  let offset = 8;
  while (offset < bin.length) {
    if (offset + 12 > bin.length) return 'The signature image is incomplete';
    const length = u32(offset);
    const type = bin.slice(offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > bin.length || end > bin.length) return 'The signature image is incomplete';
    if (!ALLOWED.has(type)) return `The signature image holds data that is not part of a picture (a ${JSON.stringify(type)} chunk)`;
    if (crc32(bin, offset + 4, offset + 8 + length) !== u32(offset + 8 + length))
      return 'The signature image is damaged (a chunk fails its checksum)';
    if ((offset === 8) !== (type === 'IHDR')) return 'The signature image is not a PNG';
    if (type !== 'IDAT' && seen.has(type)) return `The signature image has more than one ${type} chunk`;
    if (type === 'IDAT' && seen.has('IDAT') && previous !== 'IDAT') return 'The signature image has its image data apart';
    if (BEFORE_IDAT.has(type) && seen.has('IDAT')) return `The signature image has a ${type} chunk after its image data`;
    if (type === 'IEND') {
      if (length !== 0 || end !== bin.length) return 'The signature image has data after its end';
      if (!seen.has('IDAT')) return 'The signature image has no image data';
      return null;
    }
    seen.add(type);
    previous = type;
    offset = end;
  }
  return 'The signature image is incomplete';
}
