import type { ButtonHTMLAttributes, ComponentType } from 'react';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The accessible name, specific to the row or item ("Edit Hank Home"). */
  label: string;
  /** The short word a sighted user sees in the tooltip ("Edit"). */
  hint: string;
}

/** A small ghost button showing only an icon: screen readers get `label`, pointer and keyboard users a tooltip with `hint`. */
export function IconButton({ icon: Icon, label, hint, ...props }: IconButtonProps) {
  return (
    <Tooltip content={hint}>
      <Button variant="ghost" size="sm" aria-label={label} {...props}>
        <Icon aria-hidden size={16} />
      </Button>
    </Tooltip>
  );
}
