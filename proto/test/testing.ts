/**
 * @homepact/proto/testing: valid sample values of proto's wire formats for any package's tests. Read them
 * through this entry, never by a path into proto/test.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG data URL of w x h pixels (RGBA), as an adopted signature's image
 * (signing.ts). `ink`: how many pixels of each row to paint black, from the left.
 */
export function pngDataUrl(w: number, h: number, ink = 0): string {
  return `data:image/png;base64,${pngBytes(w, h, ink).toString('base64')}`;
}

/** The same PNG's bytes. */
export function pngBytes(w: number, h: number, ink = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < Math.min(ink, w); x++) raw[y * (w * 4 + 1) + 1 + x * 4 + 3] = 255;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
