import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={clsx('input', className)} {...props} />;
}
