import { Inject, Injectable } from '@nestjs/common';
import {
  OutboxWriter,
  type ObjectStorage,
  type Principal,
  type RequestContext,
  type StorageArea,
  OBJECT_STORAGE,
} from '@studyhub/platform';
import type { EVENT_CATALOG, FileUrlQuery, FileUrlResponse } from '@studyhub/contracts';
import { DataSource } from 'typeorm';
import { DocumentAccess } from '../ownership/document-access';
import { CONTENT_TYPES } from '../uploads/storage-keys';
import { UploadErrors } from '../uploads/upload.errors';
import { findReadyUpload } from '../uploads/upload-record';

interface FileToSign {
  area: StorageArea;
  key: string;
  fileName: string;
  contentType: string;
}

/** Documents imported without an upload (the demo seed) keep one PDF here, in `originals`. */
const IMPORTED_ORIGINAL = 'original.pdf';

/** The spec's signed URL lifetime. */
export const SIGNED_URL_SECONDS = 3600;

/**
 * Signed URLs to a document's full file: the converted PDF to read (or the original PDF), the
 * original to download. Only the seller, buyers and admins get one; a download is counted.
 */
@Injectable()
export class FileUrlsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: DocumentAccess,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async fileUrl(
    principal: Principal,
    documentId: string,
    { purpose }: FileUrlQuery,
    context: RequestContext,
  ): Promise<FileUrlResponse> {
    const document = await this.access.readableBy(principal, documentId);
    const file = await this.fileToSign(documentId, purpose, document.slug);
    const url = await this.storage.signedUrl(file.area, file.key, {
      expiresInSeconds: SIGNED_URL_SECONDS,
      ...(purpose === 'download' ? { downloadName: file.fileName } : {}),
    });
    if (purpose === 'download') {
      await this.dataSource.transaction((manager) =>
        this.outbox.append(manager, 'document.downloaded.v1', { documentId, userId: principal.userId }, { context }),
      );
    }
    return {
      url,
      expires_in: SIGNED_URL_SECONDS,
      expires_at: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString(),
      file_name: file.fileName,
      content_type: file.contentType,
    };
  }

  /** The newest processed revision's file; for imported documents (the demo seed) their one PDF. */
  private async fileToSign(documentId: string, purpose: FileUrlQuery['purpose'], slug: string): Promise<FileToSign> {
    const upload = await findReadyUpload(this.dataSource.manager, documentId);
    if (!upload) {
      const importedKey = `${documentId}/${IMPORTED_ORIGINAL}`;
      if (!(await this.storage.head('originals', importedKey))) throw UploadErrors.FILE_NOT_READY();
      return { area: 'originals', key: importedKey, fileName: `${slug}.pdf`, contentType: 'application/pdf' };
    }
    const reading = purpose === 'read' && upload.convertedKey !== null;
    const area: StorageArea = reading ? 'converted' : 'originals';
    const key = reading ? upload.convertedKey! : upload.originalKey;
    const fileName = reading ? replaceExtension(upload.fileName, 'pdf') : upload.fileName;
    const contentType = reading ? 'application/pdf' : CONTENT_TYPES[upload.fileType];
    return { area, key, fileName, contentType };
  }
}

function replaceExtension(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extension}`;
}
