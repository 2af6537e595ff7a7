import type { TestService } from '@studyhub/platform/testing';
import { outboxEvents } from './accounts-fixtures';
import { callJson, type JsonCall } from './http';

export interface SessionBody {
  data: {
    user: { id: string; email: string; role: string; status: string; email_verified: boolean };
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
}

export const sessionOf = (call: JsonCall): SessionBody['data'] => (call.body as SessionBody).data;

export function login(service: TestService, email: string, password: string, headers: Record<string, string> = {}) {
  return callJson(service.baseUrl, 'POST', '/auth/login', { body: { email, password }, headers });
}

/** The raw token of the newest e-mail event of this type for the address (what the e-mail links to). */
export async function latestEmailToken(
  service: TestService,
  type: 'user.email-verification-requested.v1' | 'user.password-reset-requested.v1',
  email: string,
): Promise<string> {
  const events = await outboxEvents<{ email: string; token: string }>(service, type);
  const token = events.filter((event) => event.data.email === email).at(-1)?.data.token;
  if (!token) throw new Error(`no ${type} for ${email}`);
  return token;
}
