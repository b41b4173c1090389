import type {
  AdminStats,
  AdminTestimonial,
  AdminUser,
  AiLog,
  ContactStatus,
  ContactSubmission,
  CreateTestimonialBody,
  Party,
  PartyBody,
  Role,
  UpdateTestimonialBody,
} from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';

/** Every call of both admin screens: JSON, with credentials, through apiRequest (non-OK raises "<status>: <body>"). */

async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

async function send(method: string, url: string, body?: unknown): Promise<void> {
  await apiRequest(method, url, body);
}

// ------------------------------------------------------------------ /admin (role admin)

export type ContactFilter = 'all' | 'new' | 'in_progress' | 'resolved' | 'closed';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  logs: ['admin', 'chatgpt-logs'] as const,
  contacts: (status: ContactFilter) => ['admin', 'contact-submissions', status] as const,
  contactsAll: ['admin', 'contact-submissions'] as const,
  testimonials: ['admin', 'testimonials'] as const,
};

export const adminApi = {
  stats: () => getJson<AdminStats>('/api/admin/stats'),
  users: () => getJson<AdminUser[]>('/api/admin/users'),
  logs: () => getJson<AiLog[]>('/api/admin/chatgpt-logs'),
  contacts: (status: ContactFilter) => getJson<ContactSubmission[]>(`/api/admin/contact-submissions?status=${encodeURIComponent(status)}`),
  setRole: (userId: string, role: Role) => send('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role }),
  setContactStatus: (id: string, status: ContactStatus) =>
    send('PATCH', `/api/admin/contact-submissions/${encodeURIComponent(id)}`, { status }),
  testimonials: () => getJson<AdminTestimonial[]>('/api/admin/testimonials'),
  createTestimonial: (body: CreateTestimonialBody) => send('POST', '/api/admin/testimonials', body),
  updateTestimonial: (id: string, body: UpdateTestimonialBody) => send('PATCH', `/api/admin/testimonials/${encodeURIComponent(id)}`, body),
  deleteTestimonial: (id: string) => send('DELETE', `/api/admin/testimonials/${encodeURIComponent(id)}`),
};

// ------------------------------------------------------------------ /admin2 (development password)

export interface Admin2AuthAnswer {
  success: boolean;
  message: string;
}

export const admin2Keys = {
  session: ['admin2-session'] as const,
  /** Everything the unlocked panel loaded; removed on logout. */
  data: ['admin2'] as const,
  stats: ['admin2', 'stats'] as const,
  users: ['admin2', 'users'] as const,
  logs: ['admin2', 'chatgpt-logs'] as const,
  contacts: ['admin2', 'contact-submissions'] as const,
  parties: ['admin2', 'parties'] as const,
};

export const admin2Api = {
  session: () => getJson<{ enabled: boolean; active: boolean }>('/api/admin2/session'),
  /** Answers { success, message } whatever the status: 401, 403 (panel off) and 429 carry the same two fields. */
  async auth(password: string): Promise<Admin2AuthAnswer & { status: number; retryAfter?: number }> {
    const res = await fetch('/api/admin2/auth', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    let body: Partial<Admin2AuthAnswer> = {};
    try {
      body = (await res.json()) as Partial<Admin2AuthAnswer>;
    } catch {
      // A proxy's HTML error page: no message to show.
    }
    const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
    return {
      status: res.status,
      success: res.ok && body.success === true,
      message: typeof body.message === 'string' ? body.message : '',
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    };
  },
  logout: () => send('POST', '/api/admin2/logout'),
  stats: () => getJson<AdminStats>('/api/admin2/stats'),
  users: () => getJson<AdminUser[]>('/api/admin2/users'),
  logs: () => getJson<AiLog[]>('/api/admin2/chatgpt-logs'),
  contacts: () => getJson<ContactSubmission[]>('/api/admin2/contact-submissions'),
  parties: () => getJson<Party[]>('/api/admin2/parties'),
  setRole: (id: string, role: Role) => send('PATCH', `/api/admin2/users/${encodeURIComponent(id)}/role`, { role }),
  setContactStatus: (id: string, status: ContactStatus) =>
    send('PATCH', `/api/admin2/contact-submissions/${encodeURIComponent(id)}`, { status }),
  createParty: (body: PartyBody) => send('POST', '/api/admin2/parties', body),
  updateParty: (id: string, body: PartyBody) => send('PUT', `/api/admin2/parties/${encodeURIComponent(id)}`, body),
  deleteParty: (id: string) => send('DELETE', `/api/admin2/parties/${encodeURIComponent(id)}`),
};
