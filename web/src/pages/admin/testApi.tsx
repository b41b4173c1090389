// Shared by the admin page tests only (not a test file itself): an in-memory
// stand-in for the admin service behind fetch, recording every call.
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { AdminStats, AdminTestimonial, AdminUser, AiLog, ContactSubmission, Party, User } from '@homepact/proto';
import { createQueryClient } from '../../lib/queryClient';
import { TooltipProvider } from '../../components/ui/Tooltip';

export const adminUser: User = {
  id: 'admin-1',
  email: 'ada@homepact.test',
  firstName: 'Ada',
  lastName: 'Admin',
  profileImageUrl: null,
  userType: 'homeowner',
  role: 'admin',
  createdAt: '2025-01-02T12:00:00Z',
  updatedAt: '2025-01-02T12:00:00Z',
};
export const plainUser: User = {
  ...adminUser,
  id: 'user-1',
  email: 'bob@homepact.test',
  firstName: 'Bob',
  lastName: 'Builder',
  role: 'user',
};

export function makeUsers(): AdminUser[] {
  return [
    { ...adminUser, contractCount: 0, contractsByCategory: {} },
    {
      ...plainUser,
      createdAt: '2025-03-07T09:30:00Z',
      contractCount: 3,
      contractsByCategory: { Plumbing: 2, Electrical: 1 },
    },
  ];
}

export function makeLogs(): AiLog[] {
  return [
    {
      id: 'log-1',
      userId: 'user-1',
      endpoint: '/api/generate-scope',
      model: 'gpt-4o-mini',
      tokensUsed: '12345',
      cost: '0.012346',
      status: 'success',
      errorMessage: null,
      processingTimeMs: 1830,
      createdAt: '2025-03-07T14:05:00Z',
    },
    {
      id: 'log-2',
      userId: null,
      endpoint: '/api/generate-final-contract',
      model: 'gpt-4',
      tokensUsed: null,
      cost: '0.000000',
      status: 'failed',
      errorMessage: 'Upstream model timed out',
      processingTimeMs: 30000,
      createdAt: '2025-03-08T08:00:00Z',
    },
  ];
}

export function makeContacts(): ContactSubmission[] {
  const base = {
    priority: 'medium' as const,
    assignedTo: null,
    tags: [],
    adminNotes: null,
    respondedAt: null,
    updatedAt: '2025-03-09T10:00:00Z',
  };
  return [
    {
      ...base,
      id: 'c-1',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '555-0100',
      subject: 'Invoice question',
      category: 'billing',
      message: 'Can I switch to the annual plan mid-month?',
      status: 'new',
      createdAt: '2025-03-09T10:00:00Z',
    },
    {
      ...base,
      id: 'c-2',
      name: 'Tom Reed',
      email: 'tom@example.com',
      phone: null,
      subject: 'Signing link expired',
      category: 'support',
      message: 'The provider link says it expired yesterday.',
      status: 'in_progress',
      createdAt: '2025-03-10T10:00:00Z',
    },
  ];
}

export function makeTestimonials(): AdminTestimonial[] {
  return [
    {
      id: 't-1',
      content: 'Our kitchen remodel contract took ten minutes.',
      rating: '4.5',
      name: 'Ana Ruiz',
      title: 'Homeowner',
      company: null,
      imageUrl: null,
      featured: false,
      createdAt: '2025-02-01T10:00:00Z',
      updatedAt: '2025-02-01T10:00:00Z',
    },
  ];
}

const NULLABLE_PARTY_TEXTS = [
  'companyName',
  'licenseNumber',
  'insuranceAmount',
  'bondingAmount',
  'insuranceDetails',
  'businessType',
  'taxId',
  'notes',
] as const;

export function makeParties(): Party[] {
  const base = {
    address: '12 Elm Street, Springfield',
    licenseNumber: null,
    hasBonding: false,
    bondingAmount: null,
    insuranceDetails: null,
    businessType: null,
    taxId: null,
    notes: null,
    status: 'active' as const,
    source: 'contract' as const,
    contractCount: 1,
    createdBy: null,
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
  };
  return [
    {
      ...base,
      id: 'p-1',
      partyType: 'homeowner',
      firstName: 'Hank',
      lastName: 'Home',
      email: 'hank@example.com',
      phone: '5550101234',
      state: 'CA',
      companyName: null,
      hasInsurance: false,
      insuranceAmount: null,
      verified: false,
    },
    {
      ...base,
      id: 'p-2',
      partyType: 'service_provider',
      firstName: 'Paula',
      lastName: 'Pipes',
      email: 'paula@pipes.example',
      phone: '5550109999',
      state: 'TX',
      companyName: 'Pipes & Co',
      hasInsurance: true,
      insuranceAmount: '1000000.00',
      verified: true,
    },
    {
      ...base,
      id: 'p-3',
      partyType: 'service_provider',
      firstName: 'Ed',
      lastName: 'Sparks',
      email: 'ed@sparks.example',
      phone: '5550107777',
      state: 'NY',
      companyName: 'Sparks LLC',
      hasInsurance: true,
      insuranceAmount: null,
      verified: false,
      status: 'inactive',
    },
  ];
}

export const stats: AdminStats = {
  totalUsers: 1234,
  aiRequests: 56,
  totalTokens: 1234567,
  aiCost: '12.345678',
  contactRequests: 7,
  pendingContacts: 3,
  totalParties: 3,
  homeowners: 1,
  providers: 2,
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Override = (call: Call) => Response | undefined | Promise<Response | undefined>;

/**
 * The admin service as the screens see it. `admin2` sets the development
 * panel: switched on or off, the session, the password.
 */
export function fakeAdminApi(opts: {
  user: User | null;
  admin2?: { enabled?: boolean; active?: boolean; password?: string };
  override?: Override;
}) {
  const state = {
    users: makeUsers(),
    logs: makeLogs(),
    contacts: makeContacts(),
    testimonials: makeTestimonials(),
    parties: makeParties(),
    admin2: { enabled: opts.admin2?.enabled ?? true, active: opts.admin2?.active ?? false, password: opts.admin2?.password ?? 'letmein' },
  };
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const overridden = await opts.override?.(call);
    if (overridden) return overridden;

    if (url === '/api/auth/user') return opts.user ? json(opts.user) : new Response('Unauthorized', { status: 401 });
    const path = url.split('?')[0]!;
    const query = new URLSearchParams(url.split('?')[1] ?? '');

    // /api/admin2: the session first.
    if (path === '/api/admin2/session') return json({ enabled: state.admin2.enabled, active: state.admin2.active });
    if (path === '/api/admin2/auth') {
      const ok = (body as { password?: string }).password === state.admin2.password;
      state.admin2.active = ok;
      return ok
        ? json({ success: true, message: 'Authenticated' })
        : json({ success: false, message: 'Invalid development admin password' }, 401);
    }
    if (path === '/api/admin2/logout') {
      state.admin2.active = false;
      return json({ success: true, message: 'Logged out' });
    }
    const admin2 = path.startsWith('/api/admin2/');
    if (admin2 && !state.admin2.active) return json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401);
    const admin = path.startsWith('/api/admin/');
    if (admin && !opts.user) return json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401);
    if (admin && opts.user?.role !== 'admin') return json({ error: { code: 'forbidden', message: 'Admins only' } }, 403);

    const rest = path.replace(/^\/api\/admin2?\//, '');
    const [resource, id, sub] = rest.split('/');
    switch (`${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`) {
      case 'GET stats':
        return json(stats);
      case 'GET users':
        return json(state.users);
      case 'PATCH users/:id/role': {
        const user = state.users.find((u) => u.id === id);
        if (!user) return json({ error: { code: 'not_found', message: 'No such user' } }, 404);
        user.role = (body as { role: 'user' | 'admin' }).role;
        return json(user);
      }
      case 'GET chatgpt-logs':
        return json(state.logs);
      case 'GET contact-submissions': {
        const status = query.get('status');
        return json(!status || status === 'all' ? state.contacts : state.contacts.filter((c) => c.status === status));
      }
      case 'PATCH contact-submissions/:id': {
        const contact = state.contacts.find((c) => c.id === id);
        if (!contact) return json({ error: { code: 'not_found', message: 'No such submission' } }, 404);
        contact.status = (body as { status: ContactSubmission['status'] }).status;
        return json(contact);
      }
      case 'GET testimonials':
        return json(state.testimonials);
      case 'POST testimonials': {
        // As the admin service answers: every field of the proto shape (the web parses it).
        const given = body as Omit<AdminTestimonial, 'company' | 'imageUrl' | 'featured'> & Partial<AdminTestimonial>;
        const created: AdminTestimonial = {
          ...given,
          company: given.company ?? null,
          imageUrl: given.imageUrl ?? null,
          featured: given.featured ?? false,
          // The body's rating is a number; the answer's is the stored decimal text.
          rating: String(given.rating),
          id: `t-${state.testimonials.length + 1}`,
          createdAt: '2025-04-01T00:00:00Z',
          updatedAt: '2025-04-01T00:00:00Z',
        };
        state.testimonials.push(created);
        return json(created, 201);
      }
      case 'PATCH testimonials/:id': {
        const t = state.testimonials.find((x) => x.id === id)!;
        Object.assign(t, body);
        return json(t);
      }
      case 'DELETE testimonials/:id':
        state.testimonials = state.testimonials.filter((x) => x.id !== id);
        return new Response(null, { status: 204 });
      case 'GET parties':
        return json(state.parties);
      case 'POST parties': {
        const given = body as Partial<Party>;
        // As the admin service answers: the optional texts as null, a manual party with no contracts yet.
        const created: Party = {
          ...Object.fromEntries(NULLABLE_PARTY_TEXTS.map((k) => [k, null])),
          ...(given as Party),
          hasInsurance: given.hasInsurance ?? false,
          hasBonding: given.hasBonding ?? false,
          verified: given.verified ?? false,
          status: given.status ?? 'active',
          id: `p-${state.parties.length + 1}`,
          source: 'manual',
          contractCount: 0,
          createdBy: null,
          createdAt: '2025-04-01T00:00:00Z',
          updatedAt: '2025-04-01T00:00:00Z',
        };
        state.parties.push(created);
        return json(created, 201);
      }
      case 'PUT parties/:id': {
        const p = state.parties.find((x) => x.id === id)!;
        Object.assign(p, body);
        return json(p);
      }
      case 'DELETE parties/:id':
        state.parties = state.parties.filter((x) => x.id !== id);
        return new Response(null, { status: 204 });
    }
    return new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const count = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url).length;
  return { fetchMock, calls, state, count };
}

export function renderAt(page: ReactElement, path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {/* App.tsx mounts the tooltip provider around every screen but the home page. */}
        <TooltipProvider>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Radix tabs switch on mousedown (and on focus with automatic activation). */
export function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

export const stat = (name: string) => screen.getByTestId(`stat-${name}`);

/**
 * Asks to delete with `deleteButton`, cancels (nothing is sent), asks again and confirms.
 * `checkDialog` looks at the confirmation first.
 */
export async function cancelThenDelete(
  api: ReturnType<typeof fakeAdminApi>,
  deleteButton: () => HTMLElement,
  checkDialog: (dialog: ReturnType<typeof within>) => void = () => undefined,
) {
  fireEvent.click(deleteButton());
  const dialog = within(await screen.findByRole('alertdialog'));
  checkDialog(dialog);
  fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  fireEvent.click(deleteButton());
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
}
