import { AppError, signInternalCall, INTERNAL_HEADER, type UserContext } from '@homepact/kit';
import type { User } from '@homepact/proto';

/** Asks identity who owns a session (its /internal API, never routed from outside). */
export function identityClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  return {
    async resolveSession(sid: string): Promise<UserContext | null> {
      let res: Response;
      try {
        res = await fetch(new URL('/internal/sessions/resolve', opts.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: await signInternalCall(opts.secret, 'gateway') },
          body: JSON.stringify({ sid }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 3000),
        });
      } catch (e) {
        throw new AppError('unavailable', 503, 'Sign-in service unavailable. Please try again.', { cause: e });
      }
      if (!res.ok) throw new AppError('unavailable', 503, 'Sign-in service unavailable. Please try again.');
      const body = (await res.json()) as { user: User | null };
      return body.user ? { userId: body.user.id, email: body.user.email, role: body.user.role } : null;
    },
  };
}
