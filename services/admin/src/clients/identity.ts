import { AppError, internalClient } from '@homepact/kit';
import { IdentityInternal, type RoleChangeAnswer, type RoleChangeBody } from '@homepact/proto';

/** The identity routes the admin service asks (declared in proto/src/internal/identity.ts). */
export const identityAsks = [IdentityInternal.changeRole];

/** identity's internal API, signed as the admin service. Roles belong to identity. */
export function identityClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ ...opts, caller: 'admin' });
  return {
    async changeRole(userId: string, body: RoleChangeBody): Promise<RoleChangeAnswer> {
      try {
        return await http.ask(IdentityInternal.changeRole, { params: { id: userId }, body });
      } catch (e) {
        if (e instanceof AppError && e.status === 404) throw AppError.notFound('User not found');
        throw e;
      }
    },
  };
}
export type IdentityClient = ReturnType<typeof identityClient>;
