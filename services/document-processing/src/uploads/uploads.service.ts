import { createReadStream } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import type { UploadLimitsResponse, UploadStatusResponse } from '@studyhub/contracts';
import {
  LOGGER,
  SERVICE_CONFIG,
  isActiveAdmin,
  type Logger,
  type ObjectStorage,
  type Principal,
  OBJECT_STORAGE,
} from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { DocumentAccess } from '../ownership/document-access';
import { uploadLimits, validateUpload, type UploadLimits } from '../pipeline/validation';
import { ProcessingQueue } from '../processing/processing-queue';
import { UploadsGate } from '../settings/uploads-gate';
import { receiveUpload } from './receive-upload';
import { CONTENT_TYPES, documentStorageKeys } from './storage-keys';
import { UploadErrors } from './upload.errors';
import { announcedTooLarge, fileTooLargeError, refusalError } from './upload-refusals';
import { findLatestUpload, statusResponseOf, TERMINAL_STAGES } from './upload-record';

/** Sellers send a document's file: checked at once, stored as a new revision, then queued. */
@Injectable()
export class UploadsService {
  private readonly limits: UploadLimits;

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: DocumentAccess,
    private readonly queue: ProcessingQueue,
    private readonly gate: UploadsGate,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.limits = uploadLimits(config.DOCUMENT_MAX_UPLOAD_MB);
  }

  limitsResponse(): UploadLimitsResponse {
    return {
      max_bytes: this.limits.maxUploadBytes,
      max_megabytes: this.limits.maxUploadBytes / (1024 * 1024),
      file_types: ['pdf', 'docx', 'pptx'],
    };
  }

  get maxUploadBytes(): number {
    return this.limits.maxUploadBytes;
  }

  async status(principal: Principal, documentId: string): Promise<UploadStatusResponse> {
    const document = await this.access.find(documentId);
    if (!document || (document.sellerId !== principal.userId && !isActiveAdmin(principal))) {
      throw UploadErrors.DOCUMENT_NOT_FOUND();
    }
    const latest = await findLatestUpload(this.dataSource.manager, documentId);
    if (!latest) throw UploadErrors.NO_UPLOAD();
    return statusResponseOf(latest);
  }

  async receive(principal: Principal, documentId: string, request: FastifyRequest): Promise<UploadStatusResponse> {
    // Before anything is read or stored: a closed switch refuses every new file, replacements too.
    await this.gate.assertOpen();
    if (announcedTooLarge(request.headers['content-length'], this.limits.maxUploadBytes)) throw this.tooLarge();
    await this.access.uploadableBy(principal, documentId);
    await this.refuseWhileProcessing(documentId);

    const received = await receiveUpload(request, () => this.tooLarge());
    try {
      const validation = await validateUpload({ path: received.path }, this.limits);
      if (!validation.ok) throw refusalError(validation);
      const latest = await findLatestUpload(this.dataSource.manager, documentId);
      const revision = (latest?.revision ?? 0) + 1;
      const keys = documentStorageKeys(documentId, revision, validation.type);
      await this.storage.put(
        'originals',
        keys.original,
        createReadStream(received.path),
        CONTENT_TYPES[validation.type],
      );
      try {
        await this.dataSource.transaction(async (manager) => {
          // Serialises uploads of one document: the revision computed above must still be the next.
          await manager.query(`SELECT 1 FROM document_owners WHERE document_id = $1 FOR UPDATE`, [documentId]);
          const current = await findLatestUpload(manager, documentId);
          if ((current?.revision ?? 0) !== revision - 1 || (current && !TERMINAL_STAGES.has(current.stage))) {
            throw UploadErrors.STILL_PROCESSING();
          }
          await manager.query(
            `INSERT INTO uploads (document_id, revision, uploader_id, file_name, file_type, size_bytes, sha256,
                                  original_key, page_count, stage, progress)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'RECEIVED', 0)`,
            [
              documentId,
              revision,
              principal.userId,
              received.fileName,
              validation.type,
              validation.sizeBytes,
              received.sha256,
              keys.original,
              validation.pageCount,
            ],
          );
        });
      } catch (error) {
        // Nothing half-written stays behind: the stored original goes with the refused revision.
        await this.storage.delete('originals', keys.original).catch(() => undefined);
        throw error;
      }
      await this.enqueue(documentId, revision);
      const stored = await findLatestUpload(this.dataSource.manager, documentId);
      return statusResponseOf(stored!);
    } finally {
      await received.discard();
    }
  }

  private async refuseWhileProcessing(documentId: string): Promise<void> {
    const latest = await findLatestUpload(this.dataSource.manager, documentId);
    if (latest && !TERMINAL_STAGES.has(latest.stage)) throw UploadErrors.STILL_PROCESSING();
  }

  /** The row is committed first; if Redis is away now, the worker's reconciler enqueues it later. */
  private async enqueue(documentId: string, revision: number): Promise<void> {
    try {
      await this.queue.add({ documentId, revision });
    } catch (error) {
      this.logger.warn({ err: error, documentId, revision }, 'could not queue the upload now; the reconciler will');
    }
  }

  private tooLarge(): Error {
    return fileTooLargeError(this.limits.maxUploadBytes);
  }
}
