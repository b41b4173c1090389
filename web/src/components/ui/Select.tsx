import type { Ref, SelectHTMLAttributes } from 'react';
import clsx from 'clsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native select: it gets the platform picker on phones and full keyboard support for free. */
export function Select({ options, placeholder, className, ref, ...props }: SelectProps) {
  return (
    <select ref={ref} className={clsx('input', 'select', className)} {...props}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
