import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger, OBJECT_STORAGE, type ObjectStorage, type StorageArea } from '@studyhub/platform';
import { encodeImage, judgeImage, type TaxonomyImageKind } from './taxonomy-image';
import { TaxonomyImageErrors } from './taxonomy-upload';

/** Logos are site assets; covers live beside the documents' cover images. Both are public areas. */
const AREA_OF: Record<TaxonomyImageKind, StorageArea> = { logo: 'assets', cover: 'cover-images' };
const FOLDER_OF: Record<TaxonomyImageKind, string> = { logo: 'university-logos', cover: 'textbook-covers' };

/** Where the gateway sends public storage reads (document-processing, GET /api/storage/{area}/{path}). */
const urlPrefixOf = (kind: TaxonomyImageKind) => `/api/storage/${AREA_OF[kind]}/${FOLDER_OF[kind]}/`;

/**
 * University logos and textbook covers on the platform's shared storage. The row keeps only the
 * URL; a new name per upload keeps caches from serving the old picture.
 */
@Injectable()
export class TaxonomyImages {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Checks, re-encodes and stores the picture of one row; answers its public URL. */
  async store(kind: TaxonomyImageKind, ownerId: string, bytes: Buffer): Promise<string> {
    const verdict = await judgeImage(bytes);
    if (verdict === 'not-an-image') throw TaxonomyImageErrors.NOT_AN_IMAGE();
    if (verdict === 'too-many-pixels') throw TaxonomyImageErrors.TOO_MANY_PIXELS();
    let webp: Buffer;
    try {
      webp = await encodeImage(bytes, kind);
    } catch (error) {
      throw TaxonomyImageErrors.NOT_AN_IMAGE({ cause: error });
    }
    const key = `${FOLDER_OF[kind]}/${ownerId}/${randomBytes(16).toString('hex')}.webp`;
    await this.storage.put(AREA_OF[kind], key, webp, 'image/webp');
    return `/api/storage/${AREA_OF[kind]}/${key}`;
  }

  /**
   * Removes a picture this class stored, once the row no longer names it; a link elsewhere is left
   * alone. Housekeeping after the commit: a failure leaves an orphan file, never a broken row.
   */
  async remove(kind: TaxonomyImageKind, url: string | null): Promise<void> {
    if (url === null || !url.startsWith(urlPrefixOf(kind))) return;
    const key = url.slice(`/api/storage/${AREA_OF[kind]}/`.length);
    try {
      await this.storage.delete(AREA_OF[kind], key);
    } catch (error) {
      this.logger.warn({ err: error, area: AREA_OF[kind], key }, 'could not remove a taxonomy image');
    }
  }
}
