import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@studyhub/platform';
import { PUBLIC_STORAGE_CACHE_CONTROL, entityTagOf, matchesIfNoneMatch } from './http-caching';
import { PublicStorageService } from './public-storage.service';

/**
 * Files may embed scripts (an SVG among the assets): opened directly, such a file runs in a sandbox
 * with nothing allowed. Embedding it as an image or a video is not affected.
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/storage/{area}/{path}: images, previews and the promo video (spec section 7, Storage). */
@Controller('storage')
export class PublicStorageController {
  constructor(private readonly files: PublicStorageService) {}

  @Public()
  @Get(':area/*')
  async read(
    @Param('area') area: string,
    @Req() request: FastifyRequest<{ Params: { '*': string } }>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const object = await this.files.open(area, request.params['*']);
    const entityTag = entityTagOf(object);
    void reply.headers({
      'cache-control': PUBLIC_STORAGE_CACHE_CONTROL,
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
