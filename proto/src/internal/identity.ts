import { z } from 'zod';
import { RoleChangeAnswerSchema, RoleChangeBodySchema } from '../admin.ts';
import { UserSchema } from '../users.ts';
import { internalRoute } from './route.ts';

/** POST /internal/sessions/resolve (asked by the gateway): the user a session belongs to, null when none. */
export const SessionResolveRequestSchema = z.strictObject({ sid: z.string().max(256) });
export const SessionResolveAnswerSchema = z.object({ user: UserSchema.nullable() });

/** identity's /internal routes. */
export const IdentityInternal = {
  resolveSession: internalRoute({
    method: 'POST',
    path: '/internal/sessions/resolve',
    body: SessionResolveRequestSchema,
    answer: SessionResolveAnswerSchema,
  }),
  /** The admin service changes a user's role. */
  changeRole: internalRoute({
    method: 'POST',
    path: '/internal/users/:id/role',
    params: z.strictObject({ id: z.string().min(1).max(100) }),
    body: RoleChangeBodySchema,
    answer: RoleChangeAnswerSchema,
  }),
};
