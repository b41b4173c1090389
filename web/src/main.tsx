import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { queryClient } from './lib/queryClient';
import './styles/tokens.css';
import './styles/base.css';

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
if (root.hasChildNodes() && window.location.pathname === '/') hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
document.documentElement.removeAttribute('data-app-route');
