import type { ContactMessageRequest } from '@studyhub/contracts';
import { apiRequest } from '@/modules/http/api-request';
import { CONTACT_NETWORK_FAILED, readContactApiError, type ContactFieldErrors } from '../contact-form';

export type SendContactResult = { ok: true } | { ok: false; message: string; errors: ContactFieldErrors };

/** POST /api/contact with the validated message. */
export async function sendContactMessage(message: ContactMessageRequest): Promise<SendContactResult> {
  const result = await apiRequest('/contact', { method: 'POST', body: message });
  if (result.ok) return { ok: true };
  if (result.status === 0) return { ok: false, message: CONTACT_NETWORK_FAILED, errors: {} };
  // Not the error envelope (e.g. a proxy error page): readContactApiError gives the generic message.
  return { ok: false, ...readContactApiError(result.error.body) };
}
