import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { acceptIdOrCreate, type RequestContext } from '../context/request-context';

/** The ids of the request being handled (and its user once authenticated), for logs and events. */
export function contextOfRequest(request: Pick<FastifyRequest, 'id' | 'studyhubContext'>): RequestContext {
  if (request.studyhubContext) return request.studyhubContext;
  const requestId = acceptIdOrCreate(request.id);
  return { requestId, correlationId: requestId };
}

export const CurrentContext = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext =>
  contextOfRequest(context.switchToHttp().getRequest<FastifyRequest>()),
);
