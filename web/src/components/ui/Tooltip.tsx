import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import './tooltip.css';

/** docs/product/public-site-accounts-dashboard.md#9-business-constants-and-limits: "Tooltips open after 700 ms with a 300 ms skip delay." */
export const TOOLTIP_DELAY_MS = 700;
/** The product's skip delay: once one tooltip has closed, another opens at once if the pointer reaches it within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The one provider, mounted at the app root: it holds the delays and the skip-delay state all tooltips share. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  /** The hint shown beside the trigger; screen readers get it as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a button, or a span with tabIndex for a non-interactive badge) that takes a ref. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A hint for an icon button or an abbreviated value. It opens after the
 * provider's delay on hover and at once on keyboard focus, closes on Escape,
 * blur and click, and is linked to its trigger with aria-describedby. Touch
 * gets no hover: a control's meaning must not depend on its tooltip (icon-only
 * buttons keep their aria-label). A disabled control gets no pointer or focus
 * events, so wrap it in a focusable span and put the tooltip on the span.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    // Radix closes a tooltip when the page scrolls, and Tab to a trigger below the fold scrolls the page, so
    // the tooltip would flash and vanish (radix-ui/primitives#1944). A focused trigger keeps its tooltip
    // through a scroll; blur, Escape and a click still close it.
    if (!next && window.event?.type === 'scroll' && document.activeElement === trigger.current) return;
    setOpen(next);
  };
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild ref={trigger}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        {/* Portalled, yet React bubbles its events to the trigger's ancestors: a click on it is not a click on them. */}
        <TooltipPrimitive.Content
          className="tooltip"
          side={side}
          sideOffset={6}
          collisionPadding={8}
          onClick={(event) => event.stopPropagation()}
        >
          {content}
          <TooltipPrimitive.Arrow className="tooltip-arrow" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
