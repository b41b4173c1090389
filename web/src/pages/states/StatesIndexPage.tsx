import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { jurisdictionCodes, jurisdictionGuide } from '@homepact/legal';
import { PageHero } from '../marketing/PageHero';
import { ConfidenceBadge } from './ConfidenceBadge';
import { statePath, useDocumentTitle } from './stateGuide';
import '../marketing/marketing.css';
import './states.css';

/** /states: every jurisdiction with a law record, each linking to its page. */
export function StatesIndexPage() {
  useDocumentTitle('State home-service contract law - HomePact');
  const guides = useMemo(() => jurisdictionCodes().flatMap((code) => jurisdictionGuide(code) ?? []), []);

  return (
    <main className="mk-page mk-states">
      <PageHero
        titleId="mk-states-title"
        eyebrow="State law guide"
        title="What your state’s law asks of a home-service contract"
        lead="Every HomePact contract is written for the state the property is in, from the rules on these pages: who must be licensed, how long the homeowner has to cancel, how much may be paid up front, and which notices the contract must carry. Each rule names the statute or regulation it comes from, and how sure our research is."
      >
        <p className="mk-states-advice">
          This guide explains the law in plain words; it is not legal advice. For advice about your own project, ask a lawyer licensed in
          your state.
        </p>
      </PageHero>

      <section className="mk-section mk-section-tight" aria-labelledby="mk-states-list-title">
        <div className="container">
          <h2 id="mk-states-list-title" className="mk-states-list-title">
            Choose a state
          </h2>
          <ul className="mk-states-grid">
            {guides.map((guide) => (
              <li key={guide.code} className="card mk-states-item">
                <Link to={statePath(guide.code)} className="mk-states-link">
                  <span className="mk-states-name">{guide.name}</span>
                  <ChevronRight aria-hidden size={18} className="mk-states-chevron" />
                </Link>
                <ConfidenceBadge confidence={guide.confidence} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
