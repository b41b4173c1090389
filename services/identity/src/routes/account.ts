import { requireUser, type ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import {
  AccountExportSchema,
  PreferencesResponseSchema,
  UpdatePreferencesBodySchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
} from '@homepact/proto';
import type { ExportSources } from '../clients/exports.ts';
import type { IdentityRepositories } from '../store/repositories.ts';
import { exportAccount, exportFilename } from '../use-cases/export-account.ts';
import { getPreferences, updatePreferences } from '../use-cases/preferences.ts';
import { updateProfile } from '../use-cases/update-profile.ts';

export interface AccountRouteDeps {
  repos: IdentityRepositories;
  /** contracts' and notifications' export APIs; null when their URLs are not configured (the export answers 503). */
  sources: ExportSources | null;
  /** Called after a write that carries events (the outbox relay's kick). */
  kickRelay: () => void;
  now: () => Date;
}

const errors = errorResponses(400, 401, 403, 503);

/**
 * The signed-in user's own account: profile, notification preferences and
 * the export of their data. Only ever the caller's own records: the user id
 * comes from the gateway's signed context, never from the request.
 */
export function accountRoutes(app: ServiceApp, deps: AccountRouteDeps) {
  app.patch(
    '/api/auth/user',
    {
      schema: {
        tags: ['account'],
        summary: 'Change your name and user type',
        body: UpdateProfileBodySchema,
        response: { 200: UpdateProfileResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { user, changed } = await updateProfile(deps, requireUser(req), req.body);
      if (changed) deps.kickRelay();
      return { user };
    },
  );

  app.get(
    '/api/auth/preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Your notification preferences (the defaults until you save them)',
        response: { 200: PreferencesResponseSchema, ...errors },
      },
    },
    async (req) => getPreferences(deps, requireUser(req)),
  );

  app.put(
    '/api/auth/preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Save your notification preferences (all four switches)',
        body: UpdatePreferencesBodySchema,
        response: { 200: PreferencesResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { preferences, changed } = await updatePreferences(deps, requireUser(req), req.body);
      if (changed) deps.kickRelay();
      return preferences;
    },
  );

  app.get(
    '/api/auth/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download everything HomePact keeps about you, as JSON',
        response: { 200: AccountExportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const data = await exportAccount(deps, requireUser(req));
      return reply
        .header('content-disposition', `attachment; filename="${exportFilename(new Date(data.exportedAt))}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
}
