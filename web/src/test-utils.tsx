import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '@homepact/proto';
import { App } from './App';
import { createQueryClient } from './lib/queryClient';

export const testUser: User = {
  id: 'u1',
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
  userType: 'landlord',
  role: 'user',
  createdAt: '2025-01-05T12:00:00Z',
  updatedAt: '2025-01-06T12:00:00Z',
};

export type Route = (url: string, init?: RequestInit) => Response | undefined;

/** Stubs fetch: the current user (or 401), then any extra routes. */
export function stubApi(user: User | null, route: Route = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = route(url, init);
    if (answer) return answer;
    if (url === '/api/auth/user') return user ? Response.json(user) : new Response('Unauthorized', { status: 401 });
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export let currentPath = '';
function PathSpy() {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  }, [pathname]);
  return null;
}

export function renderApp(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <PathSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
