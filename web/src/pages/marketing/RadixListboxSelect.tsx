import { useState } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import clsx from 'clsx';
import type { SelectOption } from '../../components/ui';

export interface ListboxSelectProps {
  /** Id of the trigger button; a <label htmlFor={id}> names it. */
  id: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Extra class on the dropdown list, e.g. the 15rem state list. */
  contentClassName?: string;
}

/**
 * The dropdown itself (loaded on demand: see ListboxSelect.tsx), built on Radix Select, used where the list itself must be styled
 * (the quick-setup state list is capped at 15rem: docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits), which the shell's
 * native <Select> cannot do. Keyboard support, typeahead and focus handling
 * come from Radix. The list is portalled to <body>.
 */
export default function RadixListboxSelect({
  id,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  invalid,
  describedBy,
  contentClassName,
}: ListboxSelectProps) {
  // Radix renders a closed list's items too (into a detached fragment, plus one native <option> each,
  // through layout effects that re-render synchronously): for the 51 states that was the longest task
  // of the home page's load on a phone. The items mount once someone points at, touches or focuses the
  // trigger (before the press that opens it, and before a typed letter needs them); a form field
  // (name) keeps them from the start, for its native <select>. The trigger shows the chosen label itself.
  const [armed, setArmed] = useState(name !== undefined);
  const arm = () => setArmed(true);
  const label = options.find((o) => o.value === value)?.label;
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange} onOpenChange={arm} disabled={disabled} name={name}>
      <SelectPrimitive.Trigger
        id={id}
        className="input mk-select-trigger"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerEnter={arm}
        onTouchStart={arm}
        onFocus={arm}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{label ?? null}</SelectPrimitive.Value>
        <SelectPrimitive.Icon className="mk-select-icon">
          <ChevronDown size={16} aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className={clsx('mk-select-content', contentClassName)} position="popper" sideOffset={4}>
          <SelectPrimitive.ScrollUpButton className="mk-select-scroll">
            <ChevronUp size={16} aria-hidden />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="mk-select-viewport">
            {armed &&
              options.map((option) => (
                <SelectPrimitive.Item key={option.value} value={option.value} className="mk-select-item">
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="mk-select-check">
                    <Check size={14} aria-hidden />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="mk-select-scroll">
            <ChevronDown size={16} aria-hidden />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
