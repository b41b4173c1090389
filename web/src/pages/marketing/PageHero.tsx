import type { ReactNode } from 'react';
import './marketing.css';
import './PageHero.css';

interface PageHeroProps {
  /** Id of the page's h1, which names the hero section. */
  titleId: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Anything under the lead, e.g. buttons. */
  children?: ReactNode;
}

/** The band at the top of an inner marketing page: eyebrow, title and lead. */
export function PageHero({ titleId, eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="mk-page-hero" aria-labelledby={titleId}>
      <div className="container mk-narrow">
        <p className="mk-eyebrow">{eyebrow}</p>
        <h1 id={titleId}>{title}</h1>
        <p className="mk-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
