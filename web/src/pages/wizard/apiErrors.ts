import { errorCode, errorStatus } from '../../api/errors';

export { isUnauthorized } from '../../lib/sessionExpiry';

/** The contract is no longer a draft (sent for signature, signed or executed): 409 `not_draft` or `signed`. */
export const isNoLongerDraft = (error: unknown) => errorStatus(error) === 409 && ['not_draft', 'signed'].includes(errorCode(error) ?? '');
