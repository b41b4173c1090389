// The states module alone: the package's index loads every wire schema, and zod with them, into the home page.
import { US_STATES as PROTO_STATES } from '@homepact/proto/states';
import type { SelectOption } from '../../components/ui';

/** The 50 US states and DC as select options: the value is the state's slug (spec §9), from @homepact/proto's one list. */
export const US_STATES: readonly SelectOption[] = PROTO_STATES.map((s) => ({ value: s.slug, label: s.name }));

export const PERSONAS: readonly SelectOption[] = [
  { value: 'homeowner', label: 'Homeowner' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'property-manager', label: 'Property Manager' },
];
