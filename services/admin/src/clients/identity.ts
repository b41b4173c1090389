import { AppError, internalClient } from '@homepact/kit';
import { RoleChangeAnswerSchema, type RoleChangeAnswer, type RoleChangeBody } from '@homepact/proto';

/** identity's internal API, signed as the admin service. Roles belong to identity. */
export function identityClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ ...opts, caller: 'admin' });
  return {
    async changeRole(userId: string, body: RoleChangeBody): Promise<RoleChangeAnswer> {
      try {
        return RoleChangeAnswerSchema.parse(await http.post(`/internal/users/${encodeURIComponent(userId)}/role`, body));
      } catch (e) {
        if (e instanceof AppError && e.status === 404) throw AppError.notFound('User not found');
        throw e;
      }
    },
  };
}
export type IdentityClient = ReturnType<typeof identityClient>;
