import { z } from 'zod';
import {
  Admin2AuthAnswerSchema,
  Admin2SessionSchema,
  AdminStatsSchema,
  AdminTestimonialSchema,
  AdminUserSchema,
  AiLogSchema,
  ContactSubmissionSchema,
  PartySchema,
  type ContactStatus,
  type CreateTestimonialBody,
  type PartyBody,
  type Role,
  type UpdateTestimonialBody,
} from '@homepact/proto';
import { apiRequest, requestJson } from './http';

/** Every call of both admin screens, each answer parsed with its proto schema (non-OK raises an ApiError). */

const getJson = <S extends z.ZodType>(url: string, schema: S) => requestJson('GET', url, schema);

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
  stats: () => getJson('/api/admin/stats', AdminStatsSchema),
  users: () => getJson('/api/admin/users', z.array(AdminUserSchema)),
  logs: () => getJson('/api/admin/chatgpt-logs', z.array(AiLogSchema)),
  contacts: (status: ContactFilter) =>
    getJson(`/api/admin/contact-submissions?status=${encodeURIComponent(status)}`, z.array(ContactSubmissionSchema)),
  setRole: (userId: string, role: Role) => send('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role }),
  setContactStatus: (id: string, status: ContactStatus) =>
    send('PATCH', `/api/admin/contact-submissions/${encodeURIComponent(id)}`, { status }),
  testimonials: () => getJson('/api/admin/testimonials', z.array(AdminTestimonialSchema)),
  createTestimonial: (body: CreateTestimonialBody) => send('POST', '/api/admin/testimonials', body),
  updateTestimonial: (id: string, body: UpdateTestimonialBody) => send('PATCH', `/api/admin/testimonials/${encodeURIComponent(id)}`, body),
  deleteTestimonial: (id: string) => send('DELETE', `/api/admin/testimonials/${encodeURIComponent(id)}`),
};

// ------------------------------------------------------------------ /admin2 (development password)

export type Admin2AuthAnswer = z.infer<typeof Admin2AuthAnswerSchema>;

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
  session: () => getJson('/api/admin2/session', Admin2SessionSchema),
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
      body = Admin2AuthAnswerSchema.partial().parse(await res.json());
    } catch {
      // A proxy's HTML error page (or another shape): no message to show.
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
  stats: () => getJson('/api/admin2/stats', AdminStatsSchema),
  users: () => getJson('/api/admin2/users', z.array(AdminUserSchema)),
  logs: () => getJson('/api/admin2/chatgpt-logs', z.array(AiLogSchema)),
  contacts: () => getJson('/api/admin2/contact-submissions', z.array(ContactSubmissionSchema)),
  parties: () => getJson('/api/admin2/parties', z.array(PartySchema)),
  setRole: (id: string, role: Role) => send('PATCH', `/api/admin2/users/${encodeURIComponent(id)}/role`, { role }),
  setContactStatus: (id: string, status: ContactStatus) =>
    send('PATCH', `/api/admin2/contact-submissions/${encodeURIComponent(id)}`, { status }),
  createParty: (body: PartyBody) => send('POST', '/api/admin2/parties', body),
  updateParty: (id: string, body: PartyBody) => send('PUT', `/api/admin2/parties/${encodeURIComponent(id)}`, body),
  deleteParty: (id: string) => send('DELETE', `/api/admin2/parties/${encodeURIComponent(id)}`),
};
