import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DURATION_MS, dismissToast, useToasts } from '../../lib/toast';
import './toaster.css';

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => !next && dismissToast(id)}
          className={clsx('toast', variant === 'destructive' && 'toast-destructive')}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast-body">
            {title && <ToastPrimitive.Title className="toast-title">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="toast-description">{description}</ToastPrimitive.Description>}
          </div>
          {action}
          <ToastPrimitive.Close className="toast-close" aria-label="Close notification">
            <X aria-hidden size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}

/** An action button inside a toast; altText tells screen readers how to do the same without it. */
export const ToastAction = ToastPrimitive.Action;
