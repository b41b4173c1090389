import { AppError, internalClient, isAppError, type UserContext } from '@homepact/kit';
import { IdentityInternal } from '@homepact/proto';

/** The identity routes the gateway asks (declared in proto/src/internal/identity.ts). */
export const identityAsks = [IdentityInternal.resolveSession];

/** Asks identity who owns a session (its /internal API, never routed from outside). */
export function identityClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ baseUrl: opts.baseUrl, secret: opts.secret, caller: 'gateway', timeoutMs: opts.timeoutMs ?? 3000 });
  return {
    async resolveSession(sid: string): Promise<UserContext | null> {
      let answer;
      try {
        answer = await http.ask(IdentityInternal.resolveSession, { body: { sid } });
      } catch (e) {
        // An answer of the wrong shape stays the 502 it is; anything else means identity cannot say who is signed in.
        if (isAppError(e) && e.status === 502) throw e;
        throw new AppError('unavailable', 503, 'Sign-in service unavailable. Please try again.', { cause: e });
      }
      return answer.user ? { userId: answer.user.id, email: answer.user.email, role: answer.user.role } : null;
    },
  };
}
