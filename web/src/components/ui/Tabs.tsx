import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import './tabs.css';

/**
 * Radix tabs with the shared look (.tabs-list, .tabs-trigger). Arrow keys move
 * between triggers; only the active panel is mounted, so a panel that loads
 * data on mount reloads each time its tab is chosen.
 */
export const Tabs = TabsPrimitive.Root;

/** `fill` lays the triggers out as an even grid that wraps on phones instead of running off screen. */
export function TabsList({ className, fill, ...props }: ComponentProps<typeof TabsPrimitive.List> & { fill?: boolean }) {
  return <TabsPrimitive.List className={clsx('tabs-list', fill && 'tabs-list-fill', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={clsx('tabs-trigger', className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('tabs-content', className)} {...props} />;
}
