import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { queryClient } from './lib/queryClient';

/**
 * The home page as HTML, rendered at build time into index.html (vite.config's
 * prerender plugin), so a phone paints it as soon as the HTML and CSS are in,
 * before any JavaScript has arrived; main.tsx then hydrates it. The tree is
 * mountApp.tsx's, with the router fixed at "/": nothing here may depend on the
 * visitor (no session is known at build time, so the header renders as it
 * does while the session is being asked for).
 * Nothing in it may suspend (the quick-setup selects render their placeholder
 * here): a boundary left unfinished would be rendered again on the client.
 */
export function renderHome(): string {
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  if (html.includes('<!--$!-->')) throw new Error('the home page suspended while prerendering: its markup would be incomplete');
  return html;
}
