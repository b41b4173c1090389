import { z } from 'zod';
import { errorResponses } from '@homepact/kit/http';
import { UUID_RE } from '../domain/ids.ts';

const id = (what: string) => z.string().regex(UUID_RE, `${what} must be a UUID`);
export const IdParamsSchema = z.strictObject({ id: id('The id') });
export const UserIdParamsSchema = z.strictObject({ userId: id('The user id') });
/** These routes take no query parameters; an unknown one is a client bug worth a 400. */
export const NoQuerySchema = z.strictObject({});

export const errors = errorResponses(400, 401, 403, 404, 409, 413, 429, 503);

/** Every body here is a small JSON object; the contact form's is at most about 6,000 characters. */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;
