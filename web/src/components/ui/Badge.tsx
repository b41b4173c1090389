import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={clsx('badge', variant !== 'default' && `badge-${variant}`, className)} {...props} />;
}
