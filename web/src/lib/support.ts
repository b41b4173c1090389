/**
 * What HomePact promises about support, in one place for the footer and the contact page (docs/decisions/0006-wording-and-small-decisions.md:
 * the footer said "within 2 hours, 24/7", the contact page "within 24 hours", Monday to Friday). The
 * contact page's words are the spec's (docs/product/public-site-accounts-dashboard.md#5-validation-rules: response time "Within 24 hours", support hours
 * Monday-Friday 9 AM-6 PM EST), and the footer now says the same.
 */
export const SUPPORT_EMAIL = 'support@homepact.com';
export const SUPPORT_RESPONSE_TIME = 'Within 24 hours';
export const SUPPORT_HOURS = 'Monday-Friday 9 AM-6 PM EST';
/** The footer's sentence. */
export const SUPPORT_PROMISE = `Questions about a contract? We reply within 24 hours, ${SUPPORT_HOURS}.`;
