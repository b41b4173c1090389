import type { JurisdictionLaw } from '../types.ts';

const PRACTICES = 'Mont. Code Ann. § 39-9-301';

export const MT: JurisdictionLaw = {
  code: 'MT',
  name: 'Montana',
  confidence: 'medium',
  statutes: ['Mont. Code Ann. tit. 39, ch. 9 (§ 39-9-301)', 'Mont. Code Ann. § 28-2-2201', 'Mont. Code Ann. § 70-19-427'],
  summary:
    'Montana construction contractors register with the Department of Labor and Industry, and any contract that shows the contractor’s name or address must show the name and address as registered. Montana has no remodeling contract statute, deposit limit or state cancellation right beyond the federal 3-day rule; its residential construction disclosure and warranty law (§ 28-2-2201) covers only new homes. Before suing over defects, the owner must give the contractor notice and a chance to repair (§ 70-19-427).',
  licensing: {
    agency: 'Montana Department of Labor and Industry (construction contractor registration)',
    numberRequired: false,
    note: 'Construction contractors must be registered; advertising and materials used to solicit homeowners must show the current registration number, and contracts must show the registered name and address.',
    source: 'Mont. Code Ann. tit. 39, ch. 9',
    confidence: 'medium',
  },
  terms: [
    {
      id: 'mt-registered-name',
      section: 'licensing',
      text: 'If the Provider is registered as a construction contractor in Montana, the name and address shown for the Provider in this contract are the name and address under which the Provider is registered.',
      source: `${PRACTICES}(2)`,
      confidence: 'medium',
    },
  ],
  notices: [],
  requiredFields: [
    {
      field: 'providerAddress',
      message:
        'Montana contracts that show a contractor’s name or address must show the name and address under which the contractor is registered. Add the provider’s registered address.',
      severity: 'warning',
      source: `${PRACTICES}(2)`,
      confidence: 'medium',
    },
    {
      field: 'providerLicense',
      message:
        'Montana requires the contractor’s registration number on materials used to solicit homeowners; showing it on the contract is advisable. Add the provider’s registration number.',
      severity: 'info',
      source: `${PRACTICES}(3)(b)`,
      confidence: 'medium',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'Whether the registration number must appear on the contract itself (as material “used to directly solicit business from retail customers”, § 39-9-301(3)(b)) is likely but not confirmed.',
    'The text of § 39-9-301 used was a 1995 copy; the current text was not checked.',
    'A third-party copy of the Montana Code shows a new construction contractor licence (Mont. Code Ann. § 37-45-201, effective January 1, 2026) that may replace registration under Title 39, chapter 9; check before relying on the chapter 39-9 citations.',
    'Montana’s home solicitation law (Mont. Code Ann. § 30-14-501 ff.) was not re-checked; only the federal cancellation right is applied.',
  ],
};
