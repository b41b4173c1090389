import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={clsx('card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={clsx('card-header', className)} {...props} />;
}

export function CardTitle({ className, as: Tag = 'h2', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' }) {
  return <Tag className={clsx('card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={clsx('card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={clsx('card-content', className)} {...props} />;
}
