import { PenLine } from 'lucide-react';
import type { Authorship } from '@homepact/proto';
import { OwnerChangesList } from '../../components/ui/OwnerChangesList';

/**
 * Who wrote the text being signed, before the signer reads it: HomePact, with
 * every change the sender made to HomePact's words marked as theirs, or the
 * sender alone. Shown to both parties, signed or not, so words written by hand
 * are never read as HomePact's.
 */
export function AuthorshipNotice({ authorship }: { authorship: Authorship | undefined }) {
  if (!authorship) return null;
  const { ownerName, changes } = authorship;
  if (authorship.writtenBy === 'owner') {
    return (
      <section className="sign-authorship" aria-labelledby="sign-authorship-title">
        <h2 id="sign-authorship-title" className="sign-authorship-title">
          <PenLine aria-hidden size={18} /> {ownerName} wrote this contract&rsquo;s text
        </h2>
        <p>HomePact did not write or check these words: {ownerName} supplied them. Read all of it before you sign.</p>
      </section>
    );
  }
  if (changes.length === 0) return null;
  return (
    <section className="sign-authorship" aria-labelledby="sign-authorship-title">
      <h2 id="sign-authorship-title" className="sign-authorship-title">
        <PenLine aria-hidden size={18} /> {ownerName} changed {changes.length === 1 ? 'one part' : `${changes.length} parts`} of the text
        HomePact wrote
      </h2>
      <p>
        HomePact wrote this contract from the answers {ownerName} gave. These changes are {ownerName}&rsquo;s own words, not
        HomePact&rsquo;s: read them with the contract before you sign.
      </p>
      <OwnerChangesList changes={changes} by={ownerName} />
    </section>
  );
}
