import type { ReactNode } from 'react';
import clsx from 'clsx';
import './marketing.css';

interface SectionHeadProps {
  /** Id of the h2, which names the section. */
  titleId: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  className?: string;
}

/** A section's heading block: an optional eyebrow, the h2 and an optional lead. */
export function SectionHead({ titleId, title, eyebrow, lead, className }: SectionHeadProps) {
  return (
    <header className={clsx('mk-section-head', className)}>
      {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
      <h2 id={titleId}>{title}</h2>
      {lead && <p className="mk-lead">{lead}</p>}
    </header>
  );
}
