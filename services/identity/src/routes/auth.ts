import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, type ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import {
  CompleteUserBodySchema,
  CompleteUserResponseSchema,
  OtpRequestBodySchema,
  OtpRequestResponseSchema,
  OtpVerifyBodySchema,
  OtpVerifyResponseSchema,
  UserSchema,
} from '@homepact/proto';
import { IdentityInternal, SESSION_COOKIE } from '@homepact/proto';
import type { IdentityConfig } from '../config.ts';
import type { IdentityRepositories } from '../store/repositories.ts';
import { completeUser } from '../use-cases/complete-user.ts';
import { DEVICE_COOKIE, readDevice } from '../domain/device.ts';
import type { OtpLimits } from '../domain/otp.ts';
import { endSession, resolveSession, type SessionPolicy } from '../use-cases/sessions.ts';
import { getCurrentUser } from '../use-cases/get-current-user.ts';
import { requestSignInCode, signIn, type SignInDeps } from '../use-cases/sign-in.ts';
import type { EventBus } from '@homepact/kit';

export interface AuthRouteDeps {
  repos: IdentityRepositories;
  bus: EventBus;
  config: IdentityConfig;
  policy: SessionPolicy;
  /** Wakes the outbox relay after a write that carries events. */
  kickRelay: () => void;
  /** The clock, injectable so tests can step past expiry and timeouts. */
  now: () => Date;
}

const errors = errorResponses(400, 401, 403, 429, 503);

export function authRoutes(app: ServiceApp, deps: AuthRouteDeps) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.COOKIE_SECURE,
    path: '/',
    maxAge: Math.floor(deps.policy.absoluteMs / 1000),
  };
  const sidOf = (req: FastifyRequest) => req.cookies[SESSION_COOKIE];
  const limits: OtpLimits = {
    perEmailAndIp: deps.config.OTP_PER_EMAIL_IP_PER_HOUR,
    perEmail: deps.config.OTP_PER_EMAIL_PER_HOUR,
    perIp: deps.config.OTP_IP_LIMIT_PER_HOUR,
    perTrustedDevice: deps.config.OTP_PER_DEVICE_PER_HOUR,
    wrongPerIp: deps.config.OTP_WRONG_TRIES_PER_IP_PER_HOUR,
    wrongPerDevice: deps.config.OTP_WRONG_TRIES_PER_DEVICE_PER_HOUR,
    foreignPerEmail: deps.config.OTP_FOREIGN_TRIES_PER_EMAIL_PER_HOUR,
  };
  const trustMs = deps.config.OTP_TRUSTED_DEVICE_DAYS * 24 * 3_600_000;
  /** The browser's device id (domain/device.ts), or null when it has no cookie we signed. */
  const deviceOf = (req: FastifyRequest) => readDevice(deps.config.OTP_SECRET, req.cookies[DEVICE_COOKIE]);
  /** Only for /api/auth: the device matters to sign-in and nothing else. */
  const setDevice = (reply: FastifyReply, cookie: string) =>
    reply.setCookie(DEVICE_COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.COOKIE_SECURE,
      path: '/api/auth',
      maxAge: Math.floor(trustMs / 1000),
    });
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.COOKIE_SECURE });

  const signInDeps: SignInDeps = {
    repos: deps.repos,
    bus: deps.bus,
    budgets: deps.repos.budgets,
    otpSecret: deps.config.OTP_SECRET,
    otpEventKey: deps.config.OTP_EVENT_KEY,
    adminEmails: deps.config.ADMIN_EMAILS,
    limits,
    policy: deps.policy,
    trustMs,
    kickRelay: deps.kickRelay,
    now: deps.now,
  };

  app.post(
    '/api/auth/otp/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time sign-in code',
        body: OtpRequestBodySchema,
        response: { 200: OtpRequestResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { answer, deviceCookie } = await requestSignInCode(signInDeps, {
        email: req.body.email,
        ip: req.clientIp,
        device: deviceOf(req),
      });
      if (deviceCookie) setDevice(reply, deviceCookie);
      return answer;
    },
  );

  app.post(
    '/api/auth/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time code',
        body: OtpVerifyBodySchema,
        response: { 200: OtpVerifyResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { user, isNewUser, sid, deviceCookie } = await signIn(signInDeps, {
        ...req.body,
        ip: req.clientIp,
        device: deviceOf(req),
        previousSid: sidOf(req),
        userAgent: req.headers['user-agent'] ?? '',
      });
      reply.setCookie(SESSION_COOKIE, sid, cookieOptions);
      if (deviceCookie) setDevice(reply, deviceCookie);
      return { isNewUser, user };
    },
  );

  app.post(
    '/api/auth/complete-user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Complete a new user’s profile',
        body: CompleteUserBodySchema,
        response: { 200: CompleteUserResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await completeUser({ repos: deps.repos, now: deps.now }, requireUser(req), req.body);
      deps.kickRelay();
      return { user };
    },
  );

  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: UserSchema, ...errorResponses(401) } } },
    async (req) => {
      return getCurrentUser(deps, requireUser(req).userId);
    },
  );

  app.get('/api/login', { schema: { tags: ['auth'], summary: 'Browser navigation to the sign-in screen' } }, async (_req, reply) =>
    reply.redirect('/login', 302),
  );

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    await endSession({ repos: deps.repos }, sidOf(req));
    clearCookie(reply);
    return reply.redirect('/', 302);
  };
  // The spec's navigation. The gateway lets it through only for a navigation from our own pages
  // (Sec-Fetch-Site same-origin or none) and answers anything else with a page that POSTs below.
  app.get('/api/logout', { schema: { tags: ['auth'], summary: 'End the session and go home' } }, logout);
  // The confirmation page's form (text/plain, empty) and scripts: the body, if any, is ignored.
  app.post(
    '/api/logout',
    { bodyLimit: 1024, schema: { tags: ['auth'], summary: 'End the session and go home (the confirmed sign-out)' } },
    logout,
  );

  // Not routed by the gateway (it only proxies /api/*); the kit's hook checks the caller's signature.
  app.post(
    IdentityInternal.resolveSession.path,
    {
      schema: {
        hide: true,
        body: IdentityInternal.resolveSession.body,
        response: { 200: IdentityInternal.resolveSession.answer },
      },
    },
    async (req) => ({ user: await resolveSession({ repos: deps.repos, policy: deps.policy, now: deps.now }, req.body.sid) }),
  );
}
