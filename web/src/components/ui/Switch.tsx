import clsx from 'clsx';
import './switch-list.css';

interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  'aria-describedby'?: string;
}

export function Switch({ id, checked, onCheckedChange, ...aria }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      className={clsx('switch', checked && 'switch-on')}
      onClick={() => onCheckedChange(!checked)}
      {...aria}
    >
      <span className="switch-thumb" aria-hidden />
    </button>
  );
}
