import type { FastifyReply } from 'fastify';

/**
 * Fires when the client closes the connection before its answer was sent, so a paid action stops
 * the model and releases its hold (PointsMeter). The response's `close` is the reliable event: on
 * Node 20 the request's own `close` fires as soon as its body has been read.
 */
export function clientAbortSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
