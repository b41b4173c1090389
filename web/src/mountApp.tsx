import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { queryClient } from './lib/queryClient';

/** Renders the app into `root`: hydrates the prerendered home page on "/", renders any other route from scratch. */
export function mountApp(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );

  // A production build carries the home page prerendered in #root (vite.config.ts): on "/" it is hydrated,
  // on any other route it is not that route's markup, so it goes and the route renders from scratch.
  // Hydrating as a transition lets React yield to the browser every few milliseconds: a plain hydrateRoot
  // renders the whole tree in one task, a long task of its own on a slow phone.
  // The markup is already painted, so nothing waits on it; an early click is replayed once its target is hydrated.
  if (root.hasChildNodes() && window.location.pathname === '/') startTransition(() => void hydrateRoot(root, app));
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  document.documentElement.removeAttribute('data-app-route');
}
