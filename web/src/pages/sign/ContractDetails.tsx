import type { ContractRecord, SignerRole } from '@homepact/proto';
import { CircleCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui';
import { ContractTextView } from '../../components/ui/ContractTextView';
import { calendarDate, dateTime, paymentScheduleLabel, usd } from '../../lib/contractFormat';
import { ROLE_LABEL, type PartyInfo } from './signingApi';

interface ContractDetailsProps {
  contract: ContractRecord;
  parties: Record<SignerRole, PartyInfo>;
}

/** What is being signed: the key terms, the parties, and the full text. */
export function ContractDetails({ contract: c, parties }: ContractDetailsProps) {
  const text = c.editedContractContent ?? c.finalContract;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contract details</CardTitle>
      </CardHeader>
      <CardContent className="stack-lg">
        <dl className="sign-facts">
          <div>
            <dt>Total amount</dt>
            <dd className="sign-total">{usd(c.totalAmount)}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{calendarDate(c.projectStartDate)}</dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd>{calendarDate(c.projectEndDate)}</dd>
          </div>
          <div>
            <dt>Payment schedule</dt>
            <dd>{paymentScheduleLabel(c.paymentSchedule)}</dd>
          </div>
        </dl>

        <section aria-labelledby="sign-description">
          <h3 id="sign-description" className="sign-subheading">
            Description of the work
          </h3>
          <p className="sign-prose">{c.serviceDescription}</p>
        </section>

        <section aria-labelledby="sign-terms">
          <h3 id="sign-terms" className="sign-subheading">
            Payment terms
          </h3>
          <p className="sign-prose">{c.paymentTerms}</p>
        </section>

        <section aria-labelledby="sign-parties">
          <h3 id="sign-parties" className="sign-subheading">
            Parties
          </h3>
          <div className="sign-parties">
            {(['homeowner', 'provider'] as const).map((role) => (
              <div key={role} className="sign-party">
                <p className="sign-party-role">{ROLE_LABEL[role]}</p>
                <p className="sign-party-name">{parties[role].name}</p>
                <p className="muted">{parties[role].email}</p>
                <p className="muted">{role === 'homeowner' ? c.homeownerPhone : c.providerPhone}</p>
                {role === 'homeowner' && <p className="muted">{c.homeownerAddress}</p>}
                {role === 'provider' && c.providerLicense && <p className="muted">License {c.providerLicense}</p>}
                {parties[role].signed && (
                  <p className="sign-party-signed">
                    <CircleCheck aria-hidden size={16} /> Signed{parties[role].signedAt ? ` ${dateTime(parties[role].signedAt)}` : ''}
                  </p>
                )}
              </div>
            ))}
          </div>
        </section>

        {/* What is signed is this text, so it is shown, never folded away (issue 9, finding 4). */}
        {text && (
          <section className="sign-fulltext" aria-labelledby="sign-fulltext-title">
            <h3 id="sign-fulltext-title" className="sign-subheading sign-fulltext-title">
              The contract you are signing
            </h3>
            <div className="sign-fulltext-body" tabIndex={0} role="region" aria-label="Full contract text">
              <ContractTextView text={text} baseLevel={4} />
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
