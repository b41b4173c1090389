/** What the request says about the property itself: its kind, rented or vacant, an association, its age. */
import { ASSOCIATION, DWELLING_UNIT, PRE_1978, PROPERTY_KINDS, RENTAL, VACANT } from '../job-lexicon.ts';

export interface PropertyContext {
  /** "home", "condominium", "townhouse", "apartment", "duplex", "manufactured home". */
  kind: string;
  /** A rented or managed property: only when the request says so (rental, tenant, landlord, a numbered unit) or a property manager asks. */
  rental: boolean;
  /** The rented home is empty (move-out, between tenants): no occupants to give notice to. */
  vacant: boolean;
  /** A homeowners' or condominium association is involved. */
  association: boolean;
  /** The request dates the home before 1978 (lead-based paint rules). */
  pre1978: boolean;
}

export function readProperty(text: string, persona: string | undefined): PropertyContext {
  const kind = PROPERTY_KINDS.find(([re]) => re.test(text))?.[1] ?? 'home';
  return {
    kind,
    rental: RENTAL.test(text) || DWELLING_UNIT.test(text) || persona === 'property-manager',
    vacant: VACANT.test(text),
    association: ASSOCIATION.test(text) || kind === 'condominium' || kind === 'townhouse',
    pre1978: PRE_1978.test(text),
  };
}
