import type { ContactMessageRequest } from '@studyhub/contracts';
import { CONTACT_NETWORK_FAILED, readContactApiError, type ContactFieldErrors } from '../contact-form';

export type SendContactResult = { ok: true } | { ok: false; message: string; errors: ContactFieldErrors };

/** POST /api/contact with the validated message. */
export async function sendContactMessage(message: ContactMessageRequest): Promise<SendContactResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(message),
    });
  } catch {
    return { ok: false, message: CONTACT_NETWORK_FAILED, errors: {} };
  }
  if (response.ok) return { ok: true };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (e.g. a proxy error page): the generic message applies.
  }
  return { ok: false, ...readContactApiError(body) };
}
