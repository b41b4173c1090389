import type { ReactNode } from 'react';
import clsx from 'clsx';
import './marketing.css';
import './CtaPanel.css';

interface CtaPanelProps {
  /** Id of the h2, which names the panel. */
  titleId: string;
  title: string;
  text: string;
  /** The panel's buttons or links. */
  children: ReactNode;
}

function Content({ titleId, title, text, children }: CtaPanelProps) {
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      {children}
    </>
  );
}

/** The call-to-action panel closing a marketing page, in a section of its own. */
export function CtaSection({ tight = false, ...panel }: CtaPanelProps & { tight?: boolean }) {
  return (
    <section className={clsx('mk-section', tight && 'mk-section-tight')} aria-labelledby={panel.titleId}>
      <div className="container">
        <div className="mk-cta">
          <Content {...panel} />
        </div>
      </div>
    </section>
  );
}

/** The call-to-action panel as a complementary landmark inside a page's content (a blog article). */
export function CtaAside({ className, ...panel }: CtaPanelProps & { className?: string }) {
  return (
    <aside className={clsx('mk-cta', className)} aria-labelledby={panel.titleId}>
      <Content {...panel} />
    </aside>
  );
}
