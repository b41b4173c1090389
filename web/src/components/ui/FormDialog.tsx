import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';
import './dialog.css';
import './form-dialog.css';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'wide' for long forms; the dialog scrolls inside itself on short screens. */
  size?: 'default' | 'wide';
  children: ReactNode;
}

/**
 * A modal dialog holding a form: focus is trapped inside, Escape and the close
 * button dismiss it, and focus returns to the button that opened it.
 */
export function FormDialog({ open, onOpenChange, title, description, size = 'default', children }: FormDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content
          className={clsx('dialog-content', 'form-dialog', size === 'wide' && 'form-dialog-wide')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="form-dialog-head">
            <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="form-dialog-close" aria-label="Close">
              <X aria-hidden size={18} />
            </DialogPrimitive.Close>
          </div>
          {description && <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
