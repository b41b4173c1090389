import type { UsState } from '@homepact/proto';
import type { TradeId } from './trades/index.ts';

/**
 * Editing tips that depend on the state. These are hints for the person
 * writing the scope, not contract clauses: the clauses and the statutory
 * notices themselves come from the clause library (@homepact/legal). Each tip
 * names its source (see docs/product/legal-facts.md) so a reviewer can check it.
 */
const TIPS: Record<string, string[]> = {
  CA: [
    'California requires the contractor’s license number, the CSLB notice and the mechanics lien warning on home improvement contracts over $500 (Bus. & Prof. Code § 7159); add the license number now.',
    'In California the down payment may not exceed $1,000 or 10% of the price, whichever is less, and progress payments may not run ahead of the work (Bus. & Prof. Code § 7159.5); tie each payment to a finished stage of this scope.',
  ],
  TX: [
    'Texas requires the residential construction disclosure statement to be given to the owner before the contract is signed (Prop. Code § 53.255).',
    'If the work is on a Texas homestead and a lien may secure payment, the contract must be signed before work starts, by both spouses if married (Prop. Code § 53.254).',
  ],
  FL: [
    'Florida residential contracts over $2,500 must carry the construction lien notice and the Construction Industries Recovery Fund notice (Fla. Stat. §§ 713.015, 489.1425).',
    'In Florida a deposit over 10% obliges the contractor to apply for permits within 30 days and start within 90 days (Fla. Stat. § 489.126); state the deposit and the start date.',
  ],
  NY: [
    'New York home improvement contracts must show the contractor’s license number, the start and completion dates and the materials to be used, and deposits go to escrow or are bonded (Gen. Bus. Law § 771).',
  ],
  IL: [
    'In Illinois, work over $1,000 needs a written contract before it starts, and the homeowner signs the Consumer Rights acknowledgment (815 ILCS 513/15 and 513/20).',
  ],
};

export function stateTips(state: UsState): string[] {
  return (
    TIPS[state.code] ?? [
      `Check whether ${state.name} or the city requires a contractor license for this work, and put the license number in the contract.`,
    ]
  );
}

/**
 * Notes for the scope's permits section: who licenses the work in the state,
 * and state rules that change how a named job is done. Each names its public
 * source; they are stated as what the law asks, and the building department
 * has the final word on the permit itself.
 */

/** California contractor license classifications (CSLB), by trade. */
const CA_CLASSIFICATION: Partial<Record<TradeId, string>> = {
  plumbing: 'C-36 (Plumbing)',
  electrical: 'C-10 (Electrical)',
  hvac: 'C-20 (Warm-Air Heating, Ventilating and Air-Conditioning)',
  roofing: 'C-39 (Roofing)',
  solar: 'C-46 (Solar) or C-10 (Electrical)',
  painting: 'C-33 (Painting and Decorating)',
  flooring: 'C-15 (Flooring and Floor Covering)',
  carpentry: 'C-6 (Cabinet, Millwork and Finish Carpentry) or C-5 (Framing and Rough Carpentry)',
  'kitchen-remodel': 'B (General Building)',
  'bathroom-remodel': 'B (General Building)',
  landscaping: 'C-27 (Landscaping)',
  fencing: 'C-13 (Fencing)',
  decking: 'B (General Building)',
  concrete: 'C-8 (Concrete)',
  masonry: 'C-29 (Masonry)',
  drywall: 'C-9 (Drywall)',
  'windows-doors': 'C-17 (Glazing)',
  gutters: 'C-43 (Sheet Metal)',
  insulation: 'C-2 (Insulation and Acoustical)',
  pool: 'C-53 (Swimming Pool)',
  demolition: 'C-21 (Building Moving, Demolition)',
};

/**
 * Florida licenses contractors through the Department of Business and
 * Professional Regulation (Fla. Stat. ch. 489; electrical under part II): a
 * state certification or a local registration in the contractor's category.
 * Trades outside those categories (painting, flooring, fencing and the like)
 * are licensed, if at all, by the county or city.
 */
function floridaLicenses(): Partial<Record<TradeId, string>> {
  const category: Partial<Record<TradeId, string>> = {
    roofing: 'roofing',
    plumbing: 'plumbing',
    electrical: 'electrical',
    hvac: 'air-conditioning or mechanical',
    pool: 'pool/spa',
    solar: 'solar or electrical',
    'kitchen-remodel': 'general, building or residential',
    'bathroom-remodel': 'general, building or residential',
    decking: 'general, building or residential',
    siding: 'general, building or residential',
    'windows-doors': 'general, building or residential',
    demolition: 'general, building or residential',
    concrete: 'general, building or residential',
    masonry: 'general, building or residential',
  };
  const out: Partial<Record<TradeId, string>> = {};
  for (const [trade, kind] of Object.entries(category) as Array<[TradeId, string]>)
    out[trade] =
      `In Florida this work needs a ${kind} contractor certified by the state or registered locally through the Department of Business and Professional Regulation (DBPR), and the license number goes in the contract.`;
  return out;
}

/** Trades with a state license of their own in some states (checked before the state's general line). */
const TRADE_LICENSE: Record<string, Partial<Record<TradeId, string>>> = {
  TX: {
    plumbing: 'In Texas, plumbing is done by or under a plumber licensed by the Texas State Board of Plumbing Examiners.',
    electrical: 'In Texas, electrical work is done by electricians licensed by the Texas Department of Licensing and Regulation (TDLR).',
    hvac: 'In Texas, air-conditioning and heating work is done by a contractor licensed by the Texas Department of Licensing and Regulation (TDLR).',
    'pest-control':
      'In Texas, structural pest control is licensed by the Texas Department of Agriculture, and the applicator’s license number goes in the contract.',
  },
  FL: {
    'pest-control':
      'In Florida, pest control is licensed by the Department of Agriculture and Consumer Services (FDACS), and the operator’s license number goes in the contract.',
    ...floridaLicenses(),
  },
  IL: {
    roofing:
      'Illinois requires roofing contractors to hold a state license (Roofing Industry Licensing Act, 225 ILCS 335), and the license number goes in the contract.',
    plumbing: 'Illinois licenses plumbers through the Department of Public Health (Illinois Plumbing License Law, 225 ILCS 320).',
  },
  CA: {
    'pest-control':
      'In California, structural pest control is licensed by the Structural Pest Control Board, not the CSLB, and the operator’s license number goes in the contract.',
  },
};

/** How the state licenses contractors in general. */
const GENERAL_LICENSE: Record<string, string> = {
  TX: 'Texas has no statewide license for general home improvement contractors; the city issues the permits and may register contractors.',
  FL: 'Florida does not license this trade statewide; the county or city may require a local certificate of competency, and the contractor holds any it requires.',
  NY: 'New York has no statewide home improvement license; New York City and several counties (among them Nassau, Suffolk, Westchester, Rockland and Putnam) license home improvement contractors, and plumbers and electricians are licensed locally.',
  IL: 'Illinois has no statewide general contractor license; the city or village (Chicago among them) licenses or registers contractors and issues the permits.',
  WA: 'Washington requires contractors to be registered with the Department of Labor & Industries (L&I), and electricians and plumbers to hold L&I certificates.',
  OR: 'Oregon requires contractors to be licensed by the Construction Contractors Board (CCB), and the CCB number goes in the contract.',
  AZ: 'Arizona requires contractors to be licensed by the Registrar of Contractors (ROC), and the ROC license number goes in the contract.',
  NV: 'Nevada requires contractors to be licensed by the Nevada State Contractors Board, and the license number goes in the contract.',
  UT: 'Utah requires contractors to be licensed by the Division of Professional Licensing (DOPL).',
  MA: 'Massachusetts requires home improvement contractors to be registered with the Office of Consumer Affairs (HIC registration), and structural work needs a Construction Supervisor License.',
  NJ: 'New Jersey requires home improvement contractors to be registered with the Division of Consumer Affairs, and the registration number goes in the contract.',
  CT: 'Connecticut requires home improvement contractors to be registered with the Department of Consumer Protection.',
  PA: 'Pennsylvania requires home improvement contractors to be registered with the Attorney General under the Home Improvement Consumer Protection Act, and the registration number goes in the contract.',
  MD: 'Maryland requires home improvement contractors to be licensed by the Maryland Home Improvement Commission (MHIC).',
  MI: 'Michigan requires residential builders and maintenance and alteration contractors to be licensed by the Department of Licensing and Regulatory Affairs (LARA).',
  MN: 'Minnesota requires residential building contractors and remodelers to be licensed by the Department of Labor and Industry.',
  VA: 'Virginia requires contractors to be licensed by the Department of Professional and Occupational Regulation (DPOR).',
  NC: 'North Carolina licenses general contractors above a job-size threshold through the Licensing Board for General Contractors, and plumbing, heating and electrical contractors through their own state boards.',
  GA: 'Georgia licenses residential and general contractors through the State Licensing Board for Residential and General Contractors, and plumbers, electricians and HVAC contractors through the Construction Industry Licensing Board.',
  LA: 'Louisiana requires home improvement contractors to be registered with, or licensed by, the State Licensing Board for Contractors above the job sizes it sets.',
  HI: 'Hawaii requires contractors to be licensed by the Contractors License Board.',
};

/** The licensing note for the main trade in the state, or null where nothing specific is recorded. */
export function licenseNote(state: UsState, trade: TradeId): string | null {
  const specific = TRADE_LICENSE[state.code]?.[trade];
  if (specific) return specific;
  if (state.code === 'CA') {
    const cls = CA_CLASSIFICATION[trade];
    if (cls?.startsWith('B '))
      return `In California the contractor holds a Contractors State License Board (CSLB) license in the ${cls} classification for this work involving several trades, and the license number goes in the contract.`;
    return cls
      ? `In California the contractor holds a Contractors State License Board (CSLB) license in the ${cls} classification, or a B (General Building) license where the job involves several trades, and the license number goes in the contract.`
      : 'In California the contractor holds a Contractors State License Board (CSLB) license for this work unless the job is small enough for the exemption in Bus. & Prof. Code § 7048, and the license number goes in the contract.';
  }
  return GENERAL_LICENSE[state.code] ?? null;
}

/** State rules that apply to particular jobs, keyed by item or trade id. */
const JOB_RULES: Record<string, Array<{ when: string[]; text: string }>> = {
  CA: [
    {
      when: ['water-heater'],
      text: 'California law requires the water heater to be braced, anchored or strapped against movement in an earthquake (Health & Safety Code § 19211).',
    },
    {
      when: ['roof', 'flat-roof', 'metal-roof'],
      text: 'California’s energy code (Title 24, Part 6) can require a cool-roof product when a roof is replaced in some climate zones; the permit states whether it applies.',
    },
    {
      when: ['ac-unit', 'furnace', 'heat-pump', 'air-handler', 'ducts'],
      text: 'California’s energy code (Title 24, Part 6) applies to HVAC changes, and many equipment replacements need duct leakage testing and third-party HERS verification before the permit is closed.',
    },
    {
      when: ['windows', 'patio-door'],
      text: 'Replacement windows and glass doors in California must meet the energy code’s (Title 24) U-factor and solar heat gain limits; the product labels show the ratings.',
    },
    {
      when: ['pool'],
      text: 'California’s Swimming Pool Safety Act requires a pool at a home to have at least two of the listed drowning-prevention safety features when a permit is issued to build or remodel it (Health & Safety Code § 115922).',
    },
    {
      when: ['solar'],
      text: 'In California the utility must approve the interconnection (permission to operate) before the system is turned on.',
    },
  ],
  FL: [
    {
      when: ['roofing', 'windows', 'entry-door', 'patio-door', 'garage-door', 'siding'],
      text: 'Under the Florida Building Code, roofing, windows, exterior doors and siding must carry Florida Product Approval (or a Miami-Dade NOA in the High-Velocity Hurricane Zone) and meet the wind-load rules for the site.',
    },
    {
      when: ['pool'],
      text: 'Florida’s Residential Swimming Pool Safety Act requires a new residential pool to have at least one approved safety feature, such as a barrier, an approved safety cover, or alarms on the doors to the pool (Fla. Stat. ch. 515).',
    },
  ],
  TX: [
    {
      when: ['roofing', 'windows', 'entry-door', 'patio-door', 'garage-door', 'siding'],
      text: 'In the Texas coastal counties of the windstorm area, roofing, windows and exterior doors need a Texas Department of Insurance windstorm inspection for the home to stay insurable through TWIA.',
    },
  ],
};

/** Job-specific state rules for the trades and items of this job. */
export function stateJobNotes(state: UsState, ids: Iterable<string>): string[] {
  const present = new Set(ids);
  return (JOB_RULES[state.code] ?? []).filter((r) => r.when.some((w) => present.has(w))).map((r) => r.text);
}
