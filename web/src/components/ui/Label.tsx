import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import clsx from 'clsx';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={clsx('label', className)} {...props} />;
}
