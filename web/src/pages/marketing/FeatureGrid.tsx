import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import './marketing.css';
import './FeatureGrid.css';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** A line under the text, e.g. a count. */
  note?: ReactNode;
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 3 | 4;
  /** Icon beside the text rather than above it. */
  iconBeside?: boolean;
}

/** A list of feature cards: an icon chip, a title and a line of text each. */
export function FeatureGrid({ features, columns = 4, iconBeside = false }: FeatureGridProps) {
  return (
    <ul className={columns === 4 ? 'mk-grid-4' : 'mk-grid-3'} role="list">
      {features.map(({ icon: Icon, title, text, note }) => {
        const body = (
          <>
            <h3>{title}</h3>
            <p>{text}</p>
          </>
        );
        return (
          <li key={title} className={clsx('card mk-feature', iconBeside && 'mk-feature-row')}>
            <span className="mk-icon-chip" aria-hidden>
              <Icon size={iconBeside ? 20 : 22} />
            </span>
            {iconBeside ? <div>{body}</div> : body}
            {note}
          </li>
        );
      })}
    </ul>
  );
}
