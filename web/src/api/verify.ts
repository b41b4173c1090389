import { queryOptions } from '@tanstack/react-query';
import { SealCertificateInfoSchema, VerifyResultSchema } from '@homepact/proto';
import { apiUpload, parseAnswer, requestJson } from './http';

/** The /verify page's calls (documents, through the gateway's /api/verify; no account needed). */

/** POST /api/verify with the file itself as the body. */
export async function checkWithHomePact(file: Blob) {
  return parseAnswer(await apiUpload('/api/verify', file, 'application/pdf'), VerifyResultSchema, '/api/verify');
}

/** GET /api/verify/certificate: HomePact's seal certificate, shown before any file is chosen. */
export const sealCertificateQuery = () =>
  queryOptions({
    queryKey: ['verify', 'certificate'] as const,
    queryFn: () => requestJson('GET', '/api/verify/certificate', SealCertificateInfoSchema),
  });
