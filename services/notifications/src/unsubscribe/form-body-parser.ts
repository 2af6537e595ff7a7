import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * A mail client's one-click unsubscribe is `POST <List-Unsubscribe URL>` with the form body
 * `List-Unsubscribe=One-Click` (RFC 8058), urlencoded (Nest parses that already) or multipart.
 * The token travels in the URL, so a multipart body is accepted unread instead of answering 415.
 */
export function acceptFormBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  if (fastify.hasContentTypeParser('multipart/form-data')) return;
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
}
