/**
 * State agencies that license or register home-improvement contractors, for
 * the states we are sure of. Any state not listed gets a sentence telling the
 * reader where to look instead of a guessed name.
 */
const AUTHORITIES: Readonly<Record<string, string>> = {
  AL: 'Alabama Home Builders Licensure Board',
  AR: 'Arkansas Contractors Licensing Board',
  AZ: 'Arizona Registrar of Contractors',
  CT: 'Connecticut Department of Consumer Protection',
  GA: 'Georgia State Licensing Board for Residential and General Contractors',
  HI: 'Hawaii Contractors License Board',
  LA: 'Louisiana State Licensing Board for Contractors',
  MA: 'Massachusetts Office of Consumer Affairs and Business Regulation',
  MD: 'Maryland Home Improvement Commission',
  MI: 'Michigan Department of Licensing and Regulatory Affairs',
  MN: 'Minnesota Department of Labor and Industry',
  MS: 'Mississippi State Board of Contractors',
  NC: 'North Carolina Licensing Board for General Contractors',
  NJ: 'New Jersey Division of Consumer Affairs',
  NM: 'New Mexico Regulation and Licensing Department, Construction Industries Division',
  NV: 'Nevada State Contractors Board',
  OR: 'Oregon Construction Contractors Board',
  RI: "Rhode Island Contractors' Registration and Licensing Board",
  SC: 'South Carolina Residential Builders Commission',
  TN: 'Tennessee Board for Licensing Contractors',
  VA: 'Virginia Board for Contractors',
  WA: 'Washington State Department of Labor & Industries',
  WV: 'West Virginia Contractor Licensing Board',
};

export function licensingAuthority(code: string): string | undefined {
  return AUTHORITIES[code];
}

export function licensingSentence(code: string, stateName: string): string {
  const authority = AUTHORITIES[code];
  if (authority) {
    return `Contractors in ${stateName} are licensed or registered by the ${authority}. The Homeowner may check the Provider's license or registration, and any complaints, with that agency.`;
  }
  return `Licensing of home-service contractors in ${stateName} depends on the trade and the locality. The Homeowner should check the Provider's license or registration with ${stateName}'s contractor licensing authority and the local building department before work begins.`;
}
