import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger, type ObjectStorage, OBJECT_STORAGE } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { chunkPages, countPages, extractPageTexts } from '../pipeline/steps';
import { deleteStudyFileCopies } from '../study-files/study-file-copies';
import { studyFileStorageKeys, type StudyFileStorageKeys } from '../study-files/study-file-keys';
import { findStudyFile, type StudyFileRecord } from '../study-files/study-file-record';
import { modifiedRows } from '../common/modified-rows';
import { Deadline } from './deadline';
import type { ProcessingAttempt, ProcessingOutcome } from './document-pipeline';
import { OFFICE_CONVERTER, type OfficeConverter } from './office-converter.port';
import { PermanentProcessingError, sellerReasonOf } from './processing-errors';
import type { StudyFileJobData } from './processing-queue';
import { CHANGED_UPLOAD_REASON, convertOfficeFile, downloadStoredFile } from './stored-files';

const TOOL_TIMEOUT_MS = 120_000;

export const NO_PAGES_REASON = 'The document has no pages.';
export const NO_TEXT_REASON =
  'We could not find any text in this file (it may be scanned pages). Please upload a file with selectable text.';

/**
 * The file is no longer this job's to process: the student deleted it (`gone`), or another worker
 * finished it after this job's lock lapsed.
 */
class StudyFileLeftError extends Error {
  constructor(readonly gone: boolean) {
    super(gone ? 'the study file was deleted while it was processed' : 'another worker finished the study file');
    this.name = 'StudyFileLeftError';
  }
}

/**
 * A student's study file, from its stored original to page-numbered passages, with the steps the
 * document pipeline uses (the same checks, conversion and text extraction) and none of a listing's
 * (no preview, cover or fingerprints). Every step first looks for its output and skips when it is
 * there. A file deleted while it is processed is noticed at the next step, and whatever a step
 * stored meanwhile is removed.
 */
@Injectable()
export class StudyFilePipeline {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(OFFICE_CONVERTER) private readonly converter: OfficeConverter,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: StudyFileJobData, attempt: ProcessingAttempt): Promise<ProcessingOutcome> {
    const keys = studyFileStorageKeys(job.ownerId, job.studyFileId, job.fileType);
    const file = await findStudyFile(this.dataSource.manager, job.studyFileId);
    if (!file) {
      await this.deleteStoredFiles(keys);
      return 'already-finished';
    }
    if (file.status !== 'PROCESSING') return 'already-finished';
    await this.dataSource.query(`UPDATE study_files SET attempts = attempts + 1, updated_at = now() WHERE id = $1`, [
      file.id,
    ]);
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-study-file-'));
    try {
      await this.run(file, keys, workDir, new Deadline(this.config.PROCESSING_JOB_TIMEOUT_MS));
      return 'processed';
    } catch (error) {
      if (error instanceof StudyFileLeftError && !error.gone) return 'already-finished';
      // Deleted meanwhile: whatever failed, what a step stored since the deletion must go.
      if (error instanceof StudyFileLeftError || !(await findStudyFile(this.dataSource.manager, file.id))) {
        await this.deleteStoredFiles(keys);
        return 'already-finished';
      }
      if (!(error instanceof PermanentProcessingError) && !attempt.final) throw error;
      await this.fail(file, sellerReasonOf(error));
      this.logger.warn({ err: error, studyFileId: file.id }, 'study file processing failed');
      return 'failed';
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Marks the file failed with the student's reason and removes everything it stored. */
  async fail(file: Pick<StudyFileRecord, 'id' | 'ownerId' | 'fileType'>, reason: string): Promise<void> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const rows = await modifiedRows(
        manager,
        `UPDATE study_files SET status = 'FAILED', reason = $2, finished_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'PROCESSING' RETURNING 1`,
        [file.id, reason],
      );
      if (rows.length === 0) return false;
      await manager.query(`DELETE FROM study_file_chunks WHERE file_id = $1`, [file.id]);
      await manager.query(`DELETE FROM study_file_pages WHERE file_id = $1`, [file.id]);
      return true;
    });
    if (failed) await this.deleteStoredFiles(studyFileStorageKeys(file.ownerId, file.id, file.fileType));
  }

  private async run(
    file: StudyFileRecord,
    keys: StudyFileStorageKeys,
    workDir: string,
    deadline: Deadline,
  ): Promise<void> {
    // The upload was checked as it arrived; here the stored copy must be those very bytes.
    const originalPath = path.join(workDir, `original.${file.fileType}`);
    const sha256 = await downloadStoredFile(this.storage, 'originals', keys.original, originalPath);
    if (sha256 !== file.sha256) throw new PermanentProcessingError(CHANGED_UPLOAD_REASON);

    let pdfPath = originalPath;
    if (file.fileType !== 'pdf') {
      pdfPath = path.join(workDir, 'document.pdf');
      await this.convertOnce(originalPath, pdfPath, keys, deadline);
    }

    const pageCount = file.pageCount ?? (await this.countPagesOf(pdfPath, deadline));
    await this.update(file.id, `page_count = $2, converted_key = $3`, [
      pageCount,
      file.fileType === 'pdf' ? null : keys.converted,
    ]);
    const pageTexts = await this.pageTextsOnce(file.id, pdfPath, pageCount, deadline);
    await this.chunksOnce(file.id, pageTexts);
    await this.update(file.id, `status = 'READY', reason = NULL, finished_at = now()`, []);
  }

  private async convertOnce(
    originalPath: string,
    pdfPath: string,
    keys: StudyFileStorageKeys,
    deadline: Deadline,
  ): Promise<void> {
    if (await this.storage.head('converted', keys.converted)) {
      await downloadStoredFile(this.storage, 'converted', keys.converted, pdfPath);
      return;
    }
    await convertOfficeFile(
      this.converter,
      originalPath,
      pdfPath,
      deadline.budget(this.config.OFFICE_CONVERSION_TIMEOUT_MS),
    );
    await this.storage.put('converted', keys.converted, createReadStream(pdfPath), 'application/pdf');
  }

  private async countPagesOf(pdfPath: string, deadline: Deadline): Promise<number> {
    const pages = await countPages(pdfPath, { timeoutMs: deadline.budget(TOOL_TIMEOUT_MS) });
    if (pages < 1) throw new PermanentProcessingError(NO_PAGES_REASON);
    return pages;
  }

  private async pageTextsOnce(fileId: string, pdfPath: string, pageCount: number, deadline: Deadline) {
    const stored = await this.dataSource.query<{ text: string }[]>(
      `SELECT text FROM study_file_pages WHERE file_id = $1 ORDER BY page_number`,
      [fileId],
    );
    if (stored.length === pageCount) return stored.map((row) => row.text);
    const texts = await extractPageTexts(pdfPath, pageCount, { timeoutMs: deadline.budget(TOOL_TIMEOUT_MS) });
    // The whole point of a study file is its text: a file without any is refused with a reason.
    if (texts.every((text) => text.trim() === '')) throw new PermanentProcessingError(NO_TEXT_REASON);
    await this.dataSource.transaction(async (manager) => {
      await lockRow(manager, fileId);
      await manager.query(`DELETE FROM study_file_pages WHERE file_id = $1`, [fileId]);
      await manager.query(
        `INSERT INTO study_file_pages (file_id, page_number, text)
         SELECT $1, page_number, text FROM unnest($2::text[]) WITH ORDINALITY AS t(text, page_number)`,
        [fileId, texts],
      );
    });
    return texts;
  }

  private async chunksOnce(fileId: string, pageTexts: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockRow(manager, fileId);
      const [done] = await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM study_file_chunks WHERE file_id = $1`,
        [fileId],
      );
      if ((done?.count ?? 0) > 0) return;
      const chunks = chunkPages(pageTexts);
      await manager.query(
        `INSERT INTO study_file_chunks (file_id, chunk_index, page_from, page_to, text)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[])`,
        [
          fileId,
          chunks.map((chunk) => chunk.index),
          chunks.map((chunk) => chunk.pageFrom),
          chunks.map((chunk) => chunk.pageTo),
          chunks.map((chunk) => chunk.text),
        ],
      );
    });
  }

  /**
   * Sets columns of a file still being processed. A file that is gone, or that another worker
   * finished already (a job taken over after a lost lock), stops the job.
   */
  private async update(fileId: string, assignments: string, values: unknown[]): Promise<void> {
    const rows = await modifiedRows(
      this.dataSource,
      `UPDATE study_files SET ${assignments}, updated_at = now() WHERE id = $1 AND status = 'PROCESSING' RETURNING 1`,
      [fileId, ...values],
    );
    if (rows.length === 0) throw new StudyFileLeftError(!(await findStudyFile(this.dataSource.manager, fileId)));
  }

  private deleteStoredFiles(keys: StudyFileStorageKeys): Promise<void> {
    return deleteStudyFileCopies(this.storage, keys, this.logger);
  }
}

/** Holds the file's row for the transaction; a file no longer being processed stops the job. */
async function lockRow(manager: EntityManager, fileId: string): Promise<void> {
  const [row] = await manager.query<{ status: string }[]>(`SELECT status FROM study_files WHERE id = $1 FOR UPDATE`, [
    fileId,
  ]);
  if (!row || row.status !== 'PROCESSING') throw new StudyFileLeftError(!row);
}
