import type { FastifyRequest } from 'fastify';
import type { Principal } from '@studyhub/platform';

/** Who sent a public form (contact, complaint, takedown), kept with it for abuse handling. */
export interface FormSender {
  /** Set when the sender was signed in. */
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export function formSenderOf(request: FastifyRequest, principal: Principal | undefined): FormSender {
  return {
    userId: principal?.userId ?? null,
    ipAddress: request.ip || null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
