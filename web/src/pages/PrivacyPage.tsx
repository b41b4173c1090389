import { Link } from 'react-router-dom';
import { Card, CardContent } from '../components/ui';
import './account/account.css';

export const PRIVACY_CONTACT = 'support@homepact.com';

/** What HomePact keeps, why and for how long. Keep in step with the services (docs/accounts-and-privacy.md). */
const STORED: ReadonlyArray<{ what: string; why: string; kept: string }> = [
  {
    what: 'Your account: e-mail address, first and last name, user type, role, and when it was created and last changed',
    why: 'To sign you in, to name you on the contracts and e-mails you send, and to show your profile',
    kept: 'While your account exists',
  },
  {
    what: 'Your notification settings (the four switches in Settings)',
    why: 'To send only the e-mail you asked for',
    kept: 'While your account exists',
  },
  {
    what: 'Sign-in codes (only a keyed hash, never the code itself) and the network address that asked for them',
    why: 'To check the code you type and to stop anyone guessing codes or flooding an address',
    kept: 'One day',
  },
  {
    what: 'Sessions: when you signed in, your network address and browser',
    why: 'To keep you signed in, and so you can see where you are signed in (in your data download)',
    kept: 'Until you sign out, 24 hours without use, or 14 days at most',
  },
  {
    what: 'Contracts you create: the details you enter in the wizard, the contract text, its PDFs and the notes (annotations) on it',
    why: 'To write, send and sign the contract, and to keep the record both parties rely on',
    kept: 'While your account exists; a draft is gone when you delete it',
  },
  {
    what: 'Signatures: the typed name, time, e-mail address, network address and browser of each signer, their consent to sign electronically, and the fingerprint (SHA-256) of the text signed',
    why: 'The evidence that makes an electronic signature valid (ESIGN, UETA), shown on the certificate of completion',
    kept: 'As long as the contract is kept',
  },
  {
    what: 'E-mails we sent you: which message, when, whether it was delivered, and which PDF was attached',
    why: 'To prove invitations and signed copies were sent, and to avoid sending them twice',
    kept: 'While your account exists',
  },
  {
    what: 'What you ask the AI to write (the job description and contract details) and what it wrote',
    why: 'To run and improve the service, find faults and know its cost',
    kept: 'While your account exists',
  },
  {
    what: 'Messages you send through the contact form',
    why: 'To answer you',
    kept: 'As a record of your request, until you ask us to delete it',
  },
];

/** /privacy: the privacy policy (linked from Settings and the footer). */
export function PrivacyPage() {
  return (
    <main className="page container narrow privacy-page">
      <div className="page-heading">
        <div>
          <h1>Privacy policy</h1>
          <p className="muted">What HomePact keeps about you, why, for how long, and how to get it or have it deleted.</p>
        </div>
      </div>
      <Card>
        <CardContent>
          <section aria-labelledby="privacy-what">
            <h2 id="privacy-what">What we keep and why</h2>
            <table className="privacy-table">
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Why</th>
                  <th scope="col">How long</th>
                </tr>
              </thead>
              <tbody>
                {STORED.map((row) => (
                  <tr key={row.what}>
                    <td data-label="What">{row.what}</td>
                    <td data-label="Why">{row.why}</td>
                    <td data-label="How long">{row.kept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="privacy-browser">
            <h2 id="privacy-browser">In your browser</h2>
            <ul>
              <li>One cookie, the session cookie that keeps you signed in. It cannot be read by scripts and is only sent to HomePact.</li>
              <li>
                The contract you are filling in, the quick-setup answers, the page to return to after signing in, and whether you have been
                welcomed on this device are kept in your browser’s local storage, so nothing is lost while you sign in. They never leave
                your browser until you save the contract.
              </li>
              <li>No advertising or tracking cookies, and no analytics that follow you across sites.</li>
            </ul>
          </section>

          <section aria-labelledby="privacy-share">
            <h2 id="privacy-share">Who sees it</h2>
            <ul>
              <li>
                A contract is visible to the person who created it, the two parties named on it (through their personal signing links, or
                signed in with their own address), and HomePact administrators. A party sees the other party’s e-mail address only in part.
              </li>
              <li>
                We never sell your data or share it for marketing. Our e-mail provider delivers the messages we send, and when AI writing is
                done by OpenAI, the job description and contract details you enter are sent to it to write the text.
              </li>
            </ul>
          </section>

          <section aria-labelledby="privacy-email">
            <h2 id="privacy-email">The e-mail we send</h2>
            <p>
              Sign-in codes, invitations to sign and your copy of a contract once both parties have signed always arrive: you asked for
              them, or signing needs them. News about a contract (a party signed, a copy of a contract you sent) comes only with{' '}
              <em>Email notifications</em> and <em>Contract status updates</em> on. Marketing comes only if you turn it on; today we send
              none. Change these in{' '}
              <Link to="/settings" className="text-link">
                Settings
              </Link>
              .
            </p>
          </section>

          <section aria-labelledby="privacy-export">
            <h2 id="privacy-export">Getting a copy of your data</h2>
            <p>
              On your{' '}
              <Link to="/profile" className="text-link">
                Profile
              </Link>
              , <strong>Download My Data</strong> saves a JSON file with your profile and settings, where you are signed in, the contracts
              you created or are named in (with their text and signatures), the notes you wrote, and the e-mails we sent you. For each
              signature it names who signed and when; the evidence recorded at signing is included for your own signatures. The AI requests
              and contact-form messages are not in the file yet: write to us and we will send them.
            </p>
          </section>

          <section aria-labelledby="privacy-delete">
            <h2 id="privacy-delete">Asking us to delete your data</h2>
            <p>
              Write to <a href={`mailto:${PRIVACY_CONTACT}?subject=Delete%20my%20HomePact%20account`}>{PRIVACY_CONTACT}</a> from the address
              you sign in with and ask for your account to be deleted. You can delete your own drafts at any time from the dashboard. We
              delete your account, settings, sessions, drafts, AI requests and e-mail records. A contract that has been signed is also the
              other party’s record: we keep the signed contract and its certificate for them, and remove your account from it.
            </p>
            <p className="muted">
              Questions about this policy go to the same address. HomePact is not a law firm and does not give legal advice.
            </p>
          </section>
        </CardContent>
      </Card>
    </main>
  );
}
