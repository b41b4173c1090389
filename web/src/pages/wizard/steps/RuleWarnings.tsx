import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import type { RuleWarning } from '@homepact/legal';
import { Badge, Button } from '../../../components/ui';
import { stepOfField, type StepPath } from '../steps';

interface RuleWarningsProps {
  warnings: RuleWarning[];
  onFix: (path: StepPath, field?: string) => void;
}

/** The clause library's rule checks, each with its source and a way to the field it is about. */
export function RuleWarnings({ warnings, onFix }: RuleWarningsProps) {
  const count = warnings.filter((w) => w.severity === 'warning').length;
  return (
    <section className="wz-section" aria-labelledby="wz-checks-title">
      <div className="wz-section-head">
        <h3 id="wz-checks-title" className="wz-section-title">
          Rule check
          {count > 0 && <Badge variant="warning">{count === 1 ? '1 warning' : `${count} warnings`}</Badge>}
        </h3>
        <p className="muted wz-small">Federal and state rules checked against your answers. This is not legal advice.</p>
      </div>
      {warnings.length === 0 ? (
        <p className="wz-all-clear">
          <CircleCheck aria-hidden size={18} /> No issues found.
        </p>
      ) : (
        <ul className="wz-warnings">
          {warnings.map((w) => {
            // "Fix in ..." only where a rule check failed (a warning), not on notes (docs/decisions/0012-one-contract-text-model.md).
            const step = w.severity === 'warning' ? stepOfField(w.field) : undefined;
            const Icon = w.severity === 'warning' ? TriangleAlert : Info;
            return (
              <li key={w.id} className={clsx('wz-warning', `wz-warning-${w.severity}`)} data-warning-id={w.id}>
                <Icon aria-hidden size={18} className="wz-warning-icon" />
                <div className="wz-warning-body">
                  <p>
                    <Badge variant={w.severity === 'warning' ? 'warning' : 'secondary'}>
                      {w.severity === 'warning' ? 'Warning' : 'Info'}
                    </Badge>{' '}
                    {w.message}
                  </p>
                  <p className="wz-warning-source">Source: {w.source}</p>
                </div>
                {step && (
                  <Button variant="outline" size="sm" className="wz-warning-fix" onClick={() => onFix(step.path, w.field)}>
                    Fix in {step.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
