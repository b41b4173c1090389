import type { JurisdictionLaw } from '../types.ts';

export const UT: JurisdictionLaw = {
  code: 'UT',
  name: 'Utah',
  confidence: 'low',
  statutes: [
    'Utah Code Ann. tit. 58, ch. 55 (Construction Trades Licensing Act)',
    'Utah Code Ann. tit. 38, ch. 11 (Residence Lien Restriction and Lien Recovery Fund Act)',
  ],
  summary:
    'Utah licenses construction trades through the Division of Occupational and Professional Licensing (DOPL); no general rule on what a home improvement contract must contain was found. The Residence Lien Restriction and Lien Recovery Fund Act protects the owner of an owner-occupied residence who has a written contract and has paid in full, so a written contract and proof of payment are worth keeping. No state cancellation right beyond the federal 3-day rule and no deposit cap were found.',
  licensing: {
    agency: 'Utah Division of Occupational and Professional Licensing (DOPL)',
    numberRequired: false,
    note: 'Construction trades are licensed under the Construction Trades Licensing Act; the licence number must be given on building permit applications.',
    source: 'Utah Code Ann. tit. 58, ch. 55; Utah Code Ann. § 58-55-206',
    confidence: 'low',
  },
  terms: [],
  notices: [],
  requiredFields: [],
  eSignLimits: [],
  unconfirmed: [
    'Whether a contract must show the contractor’s licence number was not confirmed (it must be given on permit applications).',
    'A forms vendor reports that a licence is needed for work of $3,000 or more; this was not confirmed.',
    'The Construction Trades Licensing Act was renumbered and amended in the 2026 General Session (ch. 42, effective 1 January 2027); the changes were not reviewed.',
    'Utah’s own home solicitation rules were not researched; only the federal 3-day right is applied.',
  ],
};
