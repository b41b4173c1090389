import { Link, Navigate, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, CircleAlert, Info } from 'lucide-react';
import type { GuideEntry, JurisdictionGuide } from '@homepact/legal';
import { NotFoundPage } from '../NotFound';
import { CtaSection } from '../marketing/CtaPanel';
import { QUICK_SETUP_ID } from '../marketing/QuickSetupForm';
import { ConfidenceBadge } from './ConfidenceBadge';
import { byTopic, resolveState, signedByText, titleCase, useDocumentTitle } from './stateGuide';
import '../marketing/marketing.css';
import '../marketing/PageHero.css';
import './states.css';

/** Where every contract begins: the quick-setup form on the home page (as the pricing page's buttons). */
const START = `/#${QUICK_SETUP_ID}`;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Entry({ entry }: { entry: GuideEntry }) {
  return (
    <li className="mk-state-entry">
      <p>{entry.text}</p>
      {entry.when !== 'always' && (
        <p className="mk-state-when">
          <strong>When:</strong> {entry.when}
        </p>
      )}
      <p className="mk-state-source">
        <cite>{entry.source}</cite>
        <ConfidenceBadge confidence={entry.confidence} />
      </p>
    </li>
  );
}

function Guide({ guide }: { guide: JurisdictionGuide }) {
  useDocumentTitle(`${guide.name} home-service contract law - HomePact`);
  return (
    <main className="mk-page mk-state">
      <section className="mk-page-hero mk-state-hero" aria-labelledby="mk-state-title">
        <div className="container mk-state-container">
          <Link to="/states" className="mk-states-back">
            <ArrowLeft size={16} aria-hidden /> Back to all states
          </Link>
          <p className="mk-eyebrow">State law guide</p>
          <h1 id="mk-state-title">
            {/* Kept on one line: a phone would break the heading after "home-". */}
            {guide.name} <span className="mk-state-nowrap">home-service</span> contract law
          </h1>
          <ConfidenceBadge confidence={guide.confidence} />
          <p className="mk-lead">{guide.summary}</p>
        </div>
      </section>

      <div className="container mk-state-container mk-state-body">
        <section aria-labelledby="mk-state-statutes">
          <h2 id="mk-state-statutes">The laws behind this page</h2>
          <ul className="mk-state-statutes">
            {guide.statutes.map((statute) => (
              <li key={statute}>
                <cite>{statute}</cite>
              </li>
            ))}
          </ul>
        </section>

        {byTopic(guide.entries).map(([topic, entries]) => (
          <section key={topic} aria-labelledby={`mk-state-topic-${slug(topic)}`}>
            <h2 id={`mk-state-topic-${slug(topic)}`}>{topic}</h2>
            <ul className="mk-state-entries">
              {entries.map((entry, i) => (
                <Entry key={`${entry.source}-${i}`} entry={entry} />
              ))}
            </ul>
          </section>
        ))}

        <section aria-labelledby="mk-state-notices">
          <h2 id="mk-state-notices">Notices your contract carries</h2>
          {guide.notices.length === 0 ? (
            <p>Beyond the federal Notice of Cancellation, {guide.name} adds no notice of its own.</p>
          ) : (
            <>
              <p className="mk-state-intro">Depending on the job, a HomePact contract for work in {guide.name} includes these notices.</p>
              <ul className="mk-state-entries">
                {guide.notices.map((notice) => {
                  const signed = signedByText(notice.signedBy);
                  return (
                    <li key={notice.id} className="mk-state-entry">
                      <h3 className="mk-state-notice-title">{titleCase(notice.title)}</h3>
                      {(signed || notice.conspicuous) && (
                        <ul className="mk-state-tags">
                          {signed && <li>{signed}</li>}
                          {notice.conspicuous && <li>Printed in bold capitals</li>}
                        </ul>
                      )}
                      <p className="mk-state-source">
                        <cite>{notice.source}</cite>
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>

        {guide.unconfirmed.length > 0 && (
          <section aria-labelledby="mk-state-unconfirmed">
            <h2 id="mk-state-unconfirmed">What the research could not confirm</h2>
            <p className="mk-state-intro">
              These points could not be confirmed from the law’s own text, so they are <strong>not</strong> in the contract. Check them with
              the state agency or a lawyer if they matter to your project.
            </p>
            <ul className="mk-state-unconfirmed">
              {guide.unconfirmed.map((item) => (
                <li key={item}>
                  <CircleAlert aria-hidden size={18} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <aside className="mk-state-advice" aria-label="Not legal advice">
          <Info aria-hidden size={20} />
          <p>
            This page explains {guide.name}’s law in plain words; it is not legal advice. Laws change and every project is different: for
            advice about yours, ask a lawyer licensed in {guide.name}.
          </p>
        </aside>
      </div>

      <CtaSection
        titleId="mk-state-cta"
        title={`Write a contract for a job in ${guide.name}`}
        text={`Describe the work and pick ${guide.name}: HomePact drafts a contract with the terms and notices on this page.`}
        tight
      >
        <Link to={START} className="btn mk-btn-on-dark">
          Start My Contract <ArrowRight size={18} aria-hidden />
        </Link>
      </CtaSection>
    </main>
  );
}

/** /states/:code: what one jurisdiction's law asks of a home-service contract, from the legal library's rules. */
export function StatePage() {
  const resolved = resolveState(useParams().code);
  if (resolved.kind === 'redirect') return <Navigate to={resolved.to} replace />;
  if (resolved.kind === 'missing') return <NotFoundPage />;
  return <Guide guide={resolved.guide} />;
}
