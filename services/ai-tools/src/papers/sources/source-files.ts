import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, type ObjectStorage, OBJECT_STORAGE } from '@studyhub/platform';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'text/plain': '.txt',
};

/** Seconds a download link of a reference file stays valid (spec section 9: signed URL 3600 s). */
export const SOURCE_FILE_URL_SECONDS = 3600;

/**
 * Reference files in the private `originals` area, under papers/{paperId}/. Removing is housekeeping
 * after the database committed: a failure leaves an orphan file (logged), never a broken library.
 */
@Injectable()
export class SourceFiles {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async store(paperId: string, mediaType: string, bytes: Buffer): Promise<string> {
    const key = `papers/${paperId}/${randomUUID()}${EXTENSIONS[mediaType] ?? ''}`;
    await this.storage.put('originals', key, bytes, mediaType);
    return key;
  }

  async downloadUrl(key: string, fileName: string): Promise<string> {
    return this.storage.signedUrl('originals', key, {
      expiresInSeconds: SOURCE_FILE_URL_SECONDS,
      downloadName: fileName,
    });
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete('originals', key);
      } catch (error) {
        this.logger.warn({ err: error, area: 'originals', key }, 'could not remove a reference file');
      }
    }
  }

  /** Every file of a paper, for when the paper is deleted. */
  async removeAllOf(paperId: string): Promise<void> {
    try {
      const files = await this.storage.list('originals', `papers/${paperId}/`);
      await this.remove(files.map((file) => file.key));
    } catch (error) {
      this.logger.warn({ err: error, paperId }, 'could not list a deleted paper’s reference files');
    }
  }
}
