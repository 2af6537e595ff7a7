import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, type SignedStorageQuery } from '@studyhub/platform';
import { PUBLIC_STORAGE_CACHE_CONTROL, entityTagOf, matchesIfNoneMatch } from './http-caching';
import { PublicStorageService } from './public-storage.service';

/**
 * Files may embed scripts (an SVG among the assets): opened directly, such a file runs in a sandbox
 * with nothing allowed. Embedding it as an image or a video is not affected.
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A bought document is nobody else's: no shared cache may keep it. */
const PRIVATE_FILE_CACHE_CONTROL = 'private, max-age=0, no-store';

/** An attachment under the seller's file name, ASCII-safe with the exact name in RFC 5987 form. */
export function contentDispositionOf(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /api/storage/{area}/{path}: images, previews and the promo video (spec section 7, Storage). */
@Controller('storage')
export class PublicStorageController {
  constructor(private readonly files: PublicStorageService) {}

  @Public()
  @Get(':area/*')
  async read(
    @Param('area') area: string,
    @Req() request: FastifyRequest<{ Params: { '*': string }; Querystring: SignedStorageQuery }>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { object, signed, downloadName } = await this.files.openSigned(area, request.params['*'], request.query);
    const entityTag = entityTagOf(object);
    if (downloadName) void reply.header('content-disposition', contentDispositionOf(downloadName));
    void reply.headers({
      'cache-control': signed ? PRIVATE_FILE_CACHE_CONTROL : PUBLIC_STORAGE_CACHE_CONTROL,
      etag: entityTag,
      'last-modified': object.updatedAt.toUTCString(),
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
    });
    if (matchesIfNoneMatch(request.headers['if-none-match'], entityTag)) {
      object.body.destroy();
      await reply.status(304).send();
      return;
    }
    void reply.headers({ 'content-type': object.contentType, 'content-length': object.size });
    await reply.send(object.body);
  }
}
