import { disclosureTitle, type DisclosureRecord } from '@homepact/proto';

/** "The homeowner confirmed receiving: Residential Construction Disclosure Statement." once the homeowner signed. */
export function ConfirmedNotices({ confirmed }: { confirmed: DisclosureRecord[] }) {
  if (confirmed.length === 0) return null;
  return (
    <p className="sign-election-made sign-disclosures-confirmed">
      The homeowner confirmed receiving: {confirmed.map((d) => disclosureTitle(d.title)).join('; ')}.
    </p>
  );
}
