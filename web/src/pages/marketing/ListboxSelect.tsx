import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ChevronDown } from 'lucide-react';
import type { ListboxSelectProps } from './RadixListboxSelect';
import './ListboxSelect.css';

// Radix Select (and its positioning engine) is the heaviest part of the home page's form: it loads
// right after the first paint instead of holding it up. Rendering this component starts the load.
const RadixListboxSelect = lazy(() => import('./RadixListboxSelect'));

/**
 * A dropdown built on Radix Select, used where the list itself must be styled
 * (the quick-setup state list is capped at 15rem: docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits), which the shell's
 * native <Select> cannot do. Until its code has arrived it shows the same
 * trigger, with the same size and text, so nothing moves when it does.
 */
export function ListboxSelect(props: ListboxSelectProps) {
  // In the prerendered home page, and while the browser hydrates it, the placeholder stands in: the real
  // select arrives once the page is live, so nobody can open a list that cannot answer yet.
  const live = useSyncExternalStore(noSubscription, isClient, isPrerender);
  if (!live) return <TriggerPlaceholder {...props} />;
  return (
    <Suspense fallback={<TriggerPlaceholder {...props} />}>
      <RadixListboxSelect {...props} />
    </Suspense>
  );
}

const noSubscription = () => () => undefined;
const isClient = () => true;
const isPrerender = () => false;

/** The trigger as Radix renders it, inert: a click in the few ms before the list exists does nothing. */
export function TriggerPlaceholder({ id, value, options, placeholder, disabled, invalid, describedBy }: ListboxSelectProps) {
  const label = options.find((o) => o.value === value)?.label;
  return (
    <button
      type="button"
      id={id}
      className="input mk-select-trigger"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-disabled
      disabled={disabled}
      data-placeholder={label === undefined ? '' : undefined}
    >
      <span style={{ pointerEvents: 'none' }}>{label ?? placeholder}</span>
      <span className="mk-select-icon" aria-hidden>
        <ChevronDown size={16} aria-hidden />
      </span>
    </button>
  );
}
