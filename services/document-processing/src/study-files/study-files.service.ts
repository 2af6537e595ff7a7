import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import type { StudyFile, StudyFileUrlResponse } from '@studyhub/contracts';
import {
  LOGGER,
  OBJECT_STORAGE,
  SERVICE_CONFIG,
  type Logger,
  type ObjectStorage,
  type Principal,
  type StorageArea,
} from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { modifiedRows } from '../common/modified-rows';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { SIGNED_URL_SECONDS } from '../files/file-urls.service';
import { uploadLimits, validateUpload, type UploadLimits } from '../pipeline/validation';
import { ProcessingQueue, type StudyFileJobData } from '../processing/processing-queue';
import { receiveUpload } from '../uploads/receive-upload';
import { CONTENT_TYPES } from '../uploads/storage-keys';
import { announcedTooLarge, fileTooLargeError, refusalError } from '../uploads/upload-refusals';
import { deleteStudyFileCopies } from './study-file-copies';
import { studyFileStorageKeys } from './study-file-keys';
import {
  countStudyFiles,
  findOwnedStudyFile,
  findStudyFile,
  listStudyFiles,
  studyFileOf,
  type StudyFileRecord,
} from './study-file-record';
import { StudyFileErrors } from './study-files.errors';

/**
 * A student's own files for document chat and the plagiarism check: checked on arrival exactly like
 * a seller's upload, stored privately, processed by the document worker, readable only by them.
 */
@Injectable()
export class StudyFilesService {
  private readonly limits: UploadLimits;
  private readonly perUser: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ProcessingQueue,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.limits = uploadLimits(config.DOCUMENT_MAX_UPLOAD_MB);
    this.perUser = config.STUDY_FILES_PER_USER;
  }

  async receive(principal: Principal, request: FastifyRequest): Promise<StudyFile> {
    const maxBytes = this.limits.maxUploadBytes;
    if (announcedTooLarge(request.headers['content-length'], maxBytes)) throw fileTooLargeError(maxBytes);
    const ownerId = principal.userId;
    // Said before the file is read; checked again, under a lock, before it is recorded.
    await this.refuseAtLimit(this.dataSource.manager, ownerId);

    const received = await receiveUpload(request, () => fileTooLargeError(maxBytes));
    try {
      const validation = await validateUpload({ path: received.path }, this.limits);
      if (!validation.ok) throw refusalError(validation);
      const id = randomUUID();
      const keys = studyFileStorageKeys(ownerId, id, validation.type);
      await this.storage.put(
        'originals',
        keys.original,
        createReadStream(received.path),
        CONTENT_TYPES[validation.type],
      );
      try {
        await this.dataSource.transaction(async (manager) => {
          // Serialises one student's uploads, so two at once cannot both take the last place.
          await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`study-files:${ownerId}`]);
          await this.refuseAtLimit(manager, ownerId);
          await manager.query(
            `INSERT INTO study_files (id, owner_id, file_name, file_type, size_bytes, sha256, page_count, original_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              id,
              ownerId,
              received.fileName,
              validation.type,
              validation.sizeBytes,
              received.sha256,
              validation.pageCount,
              keys.original,
            ],
          );
        });
      } catch (error) {
        // Nothing half-written stays behind: the stored copy goes with the refused file.
        await this.storage.delete('originals', keys.original).catch(() => undefined);
        throw error;
      }
      await this.enqueue({ studyFileId: id, ownerId, fileType: validation.type });
      return studyFileOf((await findStudyFile(this.dataSource.manager, id))!);
    } finally {
      await received.discard();
    }
  }

  async list(principal: Principal): Promise<StudyFile[]> {
    return (await listStudyFiles(this.dataSource.manager, principal.userId)).map(studyFileOf);
  }

  async get(principal: Principal, id: string): Promise<StudyFile> {
    return studyFileOf(await this.owned(principal, id));
  }

  /** A signed URL (3600 s) to the file as a PDF: the converted copy of a DOCX or PPTX. */
  async fileUrl(principal: Principal, id: string): Promise<StudyFileUrlResponse> {
    const file = await this.owned(principal, id);
    if (file.status === 'PROCESSING') throw StudyFileErrors.STUDY_FILE_NOT_READY();
    if (file.status === 'FAILED') throw StudyFileErrors.STUDY_FILE_FAILED({ message: file.reason ?? undefined });
    const [area, key]: [StorageArea, string] = file.convertedKey
      ? ['converted', file.convertedKey]
      : ['originals', file.originalKey];
    const url = await this.storage.signedUrl(area, key, { expiresInSeconds: SIGNED_URL_SECONDS });
    return { url, expiresAt: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString() };
  }

  /** Removes the file, its text and its stored copies; a job still running on it notices and stops. */
  async delete(principal: Principal, id: string): Promise<void> {
    // Pages and chunks go with the row (ON DELETE CASCADE).
    const [deleted] = await modifiedRows<{ file_type: StudyFileRecord['fileType'] }>(
      this.dataSource,
      `DELETE FROM study_files WHERE id = $1 AND owner_id = $2 RETURNING file_type`,
      [id, principal.userId],
    );
    if (!deleted) throw StudyFileErrors.STUDY_FILE_NOT_FOUND();
    const keys = studyFileStorageKeys(principal.userId, id, deleted.file_type);
    await deleteStudyFileCopies(this.storage, keys, this.logger);
  }

  private async owned(principal: Principal, id: string): Promise<StudyFileRecord> {
    const file = await findOwnedStudyFile(this.dataSource.manager, id, principal.userId);
    if (!file) throw StudyFileErrors.STUDY_FILE_NOT_FOUND();
    return file;
  }

  private async refuseAtLimit(db: Pick<EntityManager, 'query'>, ownerId: string): Promise<void> {
    if ((await countStudyFiles(db, ownerId)) < this.perUser) return;
    throw StudyFileErrors.STUDY_FILE_LIMIT_REACHED({
      message: `You can keep up to ${this.perUser} uploaded files. Please delete one you no longer need, then upload again.`,
    });
  }

  /** The row is committed first; if Redis is away now, the worker's reconciler queues it later. */
  private async enqueue(job: StudyFileJobData): Promise<void> {
    try {
      await this.queue.addStudyFile(job);
    } catch (error) {
      this.logger.warn(
        { err: error, studyFileId: job.studyFileId },
        'could not queue the study file now; the reconciler will',
      );
    }
  }
}
