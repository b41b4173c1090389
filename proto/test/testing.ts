/**
 * @homepact/proto/testing: valid sample values of proto's wire formats for any package's tests (and the
 * bench and browser journeys). Read them through this entry, never by a path into proto/test.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { CreateContractBody } from '../src/contracts.ts';

/** A field of a create body replaced by any value: a malformed one is sent as is. */
export type ContractBodyOverrides = Partial<Record<keyof CreateContractBody, unknown>>;

/**
 * A complete, valid POST /api/contracts body, as the wizard sends it: Hana Owens (Austin, TX) hires Pat
 * Builder for a kitchen remodel, $1,234.50 by milestone. Its text states no price or dates, so it never
 * disagrees with the form. `overrides` replace fields (an `undefined` one is left out of the JSON sent);
 * with values of the wrong type the answer is only a record, to send a malformed body.
 */
export function validContractBody(overrides?: Partial<CreateContractBody>): CreateContractBody;
export function validContractBody(overrides: ContractBodyOverrides): Record<string, unknown>;
export function validContractBody(overrides: ContractBodyOverrides = {}): Record<string, unknown> {
  return {
    serviceType: 'Kitchen Remodeling',
    serviceDescription: 'Replace cabinets, countertops and backsplash in the kitchen.',
    homeownerFirstName: 'Hana',
    homeownerLastName: 'Owens',
    homeownerEmail: 'Hana.Owens@Example.com',
    homeownerPhone: '(555) 010-2030',
    homeownerAddress: '12 Elm Street, Austin, TX 78701',
    homeownerState: 'TX',
    providerName: 'Pat Builder',
    providerEmail: 'pat@builders.example',
    providerPhone: '555-010-4050',
    providerAddress: '',
    projectStartDate: '2025-02-01',
    projectEndDate: '2025-03-15',
    totalAmount: '1234.5',
    paymentSchedule: 'milestone',
    paymentTerms: '50% upfront, 50% on completion',
    terminationNotice: '7 days written notice',
    governingLaw: 'Texas',
    disputeResolution: 'mediation',
    cleanupResponsibility: 'provider',
    weatherDelays: true,
    finalContract: 'HOME SERVICE AGREEMENT\n\nThis agreement is made between Hana Owens and Pat Builder.',
    htmlContent: '<h1>Home Service Agreement</h1><p>Between Hana Owens and Pat Builder.</p>',
    ...overrides,
  };
}

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
