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
 * main.tsx's, with the router fixed at "/": nothing here may depend on the
 * visitor (no session is known at build time, so the header renders as it
 * does while the session is being asked for).
 *
 * The quick-setup form's selects are lazy: the first render starts loading
 * them, and once they are in the second renders them complete, so the markup
 * is whole and hydrates without falling back to rendering on the client (a
 * streaming render would instead add inline scripts, which the CSP refuses).
 */
export async function renderHome(): Promise<string> {
  const render = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location="/">
            <App />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  render();
  await import('./pages/marketing/RadixSelectField');
  // React.lazy settles on the module's promise: one more turn for its callbacks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = render();
  if (html.includes('<!--$!-->')) throw new Error('the home page suspended while prerendering: its markup would be incomplete');
  return html;
}
