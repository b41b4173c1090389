import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { Card, CardContent } from '../../components/ui';
import { errorText } from '../../api/errors';
import { timelineQuery } from '../../api/lifecycle';
import { whenText } from './whenText';
import './lifecycle.css';

/** /contracts/:id/timeline: everything that happened to the contract, oldest first (the owner and each party). */
export function TimelinePage() {
  const { contractId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const timeline = useQuery({ ...timelineQuery(contractId, token), retry: false });
  const back = `/sign/${encodeURIComponent(contractId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  return (
    <main className="page container lifecycle-page">
      <h1>Contract timeline</h1>
      {timeline.isLoading && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {timeline.isError && (
        <p role="alert">
          {errorText(timeline.error, 'The timeline could not be loaded.')} <Link to="/login">Sign in</Link>
        </p>
      )}
      {timeline.data && (
        <>
          <p className="lifecycle-lead">
            {timeline.data.serviceType} <ContractStatusBadge status={timeline.data.status} /> <Link to={back}>Open the contract</Link>
          </p>
          <Card>
            <CardContent>
              <ol className="timeline" aria-label="What happened">
                {timeline.data.entries.map((e, i) => (
                  <li key={`${e.at}-${i}`} className={`timeline-entry timeline-${e.action}`}>
                    <time dateTime={e.at}>{whenText(e.at)}</time>
                    <span className="timeline-label">{e.label}</span>
                    <span className="timeline-actor muted">{e.actor.kind === 'system' ? 'HomePact' : `by ${e.actor.name}`}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </>
      )}
    </main>
  );
}
