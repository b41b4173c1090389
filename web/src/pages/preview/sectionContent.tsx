import type { ReactNode } from 'react';
import type { ContractRecord } from '@homepact/proto';
import { ContractTextView } from '../../components/ui/ContractTextView';
import { calendarDate, homeownerName, paymentScheduleLabel, usd } from '../../lib/contractFormat';
import type { SectionId } from './annotationsApi';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="preview-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** What each of the four sections shows of the contract. */
export function sectionContent(c: ContractRecord): Record<SectionId, ReactNode> {
  const text = c.editedContractContent ?? c.finalContract;
  return {
    'service-details': (
      <>
        <Facts rows={[['Service type', c.serviceType]]} />
        <p className="preview-prose">{c.serviceDescription}</p>
        {c.aiGeneratedScope && (
          <>
            <h3 className="preview-subheading">Scope of work</h3>
            <p className="preview-prose">{c.aiGeneratedScope}</p>
          </>
        )}
      </>
    ),
    parties: (
      <div className="preview-parties">
        <div>
          <h3 className="preview-subheading">Homeowner</h3>
          <Facts
            rows={[
              ['Name', homeownerName(c)],
              ['E-mail', c.homeownerEmail],
              ['Phone', c.homeownerPhone],
              ['Address', c.homeownerAddress],
              ['State', c.homeownerState],
            ]}
          />
        </div>
        <div>
          <h3 className="preview-subheading">Service provider</h3>
          <Facts
            rows={[
              ['Name', c.providerName],
              ['E-mail', c.providerEmail],
              ['Phone', c.providerPhone],
              ['Address', c.providerAddress || 'Not provided'],
              ['License', c.providerLicense || 'Not provided'],
              ['Insured', yesNo(c.hasInsurance)],
              ['Bonded', yesNo(c.hasBonding)],
            ]}
          />
        </div>
      </div>
    ),
    'timeline-payment': (
      <Facts
        rows={[
          ['Start date', calendarDate(c.projectStartDate)],
          ['End date', calendarDate(c.projectEndDate)],
          ['Total amount', usd(c.totalAmount)],
          ['Payment schedule', paymentScheduleLabel(c.paymentSchedule)],
          ['Payment terms', c.paymentTerms],
        ]}
      />
    ),
    terms: text ? <ContractTextView text={text} headingOffset={2} /> : <p className="muted">No contract text yet.</p>,
  };
}
