import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { queryClient } from './lib/queryClient';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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
if (root.hasChildNodes() && window.location.pathname === '/') {
  // The quick-setup form's selects are lazy and already in the markup: with their code in first, hydration
  // matches the whole page at once (a boundary still loading when the session answer arrives would be
  // thrown away and rendered again).
  await import('./pages/marketing/RadixSelectField');
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
document.documentElement.removeAttribute('data-app-route');
