import type { ContactBody } from '@homepact/proto';
import { apiRequest } from './http';

/** POST /api/contact: the contact form's message (the page needs only that it was accepted). */
export const sendContactMessage = async (body: ContactBody) => void (await apiRequest('POST', '/api/contact', body));
