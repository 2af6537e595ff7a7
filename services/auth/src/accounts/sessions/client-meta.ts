import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './sessions.service';

const USER_AGENT_MAX = 512;

/** The caller's address (the gateway's X-Forwarded-For, trusted from local networks) and browser. */
export function clientMetaOf(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent.length > 0 ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}
