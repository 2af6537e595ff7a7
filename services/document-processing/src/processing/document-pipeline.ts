import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { EVENT_CATALOG, UploadStage } from '@studyhub/contracts';
import {
  LOGGER,
  OutboxWriter,
  SERVICE_CONFIG,
  type Logger,
  type ObjectStorage,
  type StorageArea,
  OBJECT_STORAGE,
} from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import {
  buildPreview,
  chunkPages,
  countPages,
  extractPageTexts,
  fingerprintText,
  previewPageCountFor,
  renderCover,
} from '../pipeline/steps';
import { documentStorageKeys, publicStorageUrl, type DocumentStorageKeys } from '../uploads/storage-keys';
import { findUpload, STAGE_PROGRESS, TERMINAL_STAGES, type UploadRecord } from '../uploads/upload-record';
import { modifiedRows } from '../common/modified-rows';
import { numericArrayLiteral } from '../common/numeric-array-literal';
import { DOCUMENT_SETTINGS, type DocumentSettingsStore } from '../settings/document-settings';
import { Deadline } from './deadline';
import { OFFICE_CONVERTER, type OfficeConverter } from './office-converter.port';
import { PermanentProcessingError, sellerReasonOf } from './processing-errors';
import { settleAll, StageProgress } from './stage-progress';
import { CHANGED_UPLOAD_REASON, convertOfficeFile, downloadStoredFile } from './stored-files';

const TOOL_TIMEOUT_MS = 120_000;
const COVER_WIDTH = 600;

export interface ProcessingAttempt {
  /** No retry follows this attempt: a failure now is final and is reported to the seller. */
  final: boolean;
}

export type ProcessingOutcome = 'processed' | 'already-finished' | 'failed';

/**
 * One revision of a document, from its stored original to a reviewable listing. Every step first
 * looks for its output (a storage object, rows, a column) and skips when it is there, so a job
 * retried after a crash finishes the work once and writes each output exactly once.
 */
@Injectable()
export class DocumentPipeline {
  /** Jobs this worker is running now: the cores left for splitting one document's text. */
  private activeJobs = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(OFFICE_CONVERTER) private readonly converter: OfficeConverter,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DOCUMENT_SETTINGS) private readonly documentSettings: DocumentSettingsStore,
  ) {}

  async process(documentId: string, revision: number, attempt: ProcessingAttempt): Promise<ProcessingOutcome> {
    const upload = await findUpload(this.dataSource.manager, documentId, revision);
    if (!upload || TERMINAL_STAGES.has(upload.stage)) return 'already-finished';
    await this.dataSource.query(
      `UPDATE uploads SET attempts = attempts + 1, updated_at = now() WHERE document_id = $1 AND revision = $2`,
      [documentId, revision],
    );
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-job-'));
    this.activeJobs += 1;
    try {
      await this.run(upload, workDir, new Deadline(this.config.PROCESSING_JOB_TIMEOUT_MS));
      return 'processed';
    } catch (error) {
      if (!(error instanceof PermanentProcessingError) && !attempt.final) throw error;
      await this.fail(upload, sellerReasonOf(error));
      this.logger.warn({ err: error, documentId, revision }, 'document processing failed');
      return 'failed';
    } finally {
      this.activeJobs -= 1;
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Marks the revision failed with the seller's reason and removes everything it produced. */
  async fail(upload: Pick<UploadRecord, 'documentId' | 'revision' | 'uploaderId' | 'fileType'>, reason: string) {
    const failed = await this.dataSource.transaction(async (manager) => {
      const rows = await modifiedRows(
        manager,
        `UPDATE uploads SET stage = 'FAILED', progress = 100, error = $3, finished_at = now(), updated_at = now()
          WHERE document_id = $1 AND revision = $2 AND stage NOT IN ('READY', 'FAILED') RETURNING 1`,
        [upload.documentId, upload.revision, reason],
      );
      if (rows.length === 0) return false;
      await this.deleteDerivedRows(manager, upload.documentId, upload.revision);
      await this.outbox.append(manager, 'document.processing-failed.v1', {
        documentId: upload.documentId,
        sellerId: upload.uploaderId,
        revision: upload.revision,
        reason,
      });
      return true;
    });
    if (failed) await this.deleteStoredFiles(documentStorageKeys(upload.documentId, upload.revision, upload.fileType));
  }

  private async run(upload: UploadRecord, workDir: string, deadline: Deadline): Promise<void> {
    const { documentId, revision } = upload;
    const keys = documentStorageKeys(documentId, revision, upload.fileType);

    // The upload was checked as it arrived; here the stored copy must be those very bytes.
    await this.enterStage(upload, 'VALIDATING');
    const originalPath = path.join(workDir, `original.${upload.fileType}`);
    const sha256 = await this.download('originals', keys.original, originalPath);
    if (sha256 !== upload.sha256) throw new PermanentProcessingError(CHANGED_UPLOAD_REASON);

    let pdfPath = originalPath;
    let converted: { key: string; size: number } | null = null;
    if (upload.fileType !== 'pdf') {
      await this.enterStage(upload, 'CONVERTING');
      pdfPath = path.join(workDir, 'document.pdf');
      converted = await this.convertOnce(originalPath, pdfPath, keys, deadline);
    }

    await this.enterStage(upload, 'COUNTING_PAGES');
    const pageCount = upload.pageCount ?? (await this.countPagesOf(pdfPath, deadline));
    // The rule in force now; a retried job keeps the count its first attempt stored.
    const previewPageCount =
      upload.previewPageCount ??
      previewPageCountFor(pageCount, (await this.documentSettings.currentIn(this.dataSource.manager)).value);
    await this.dataSource.query(
      `UPDATE uploads SET page_count = $3, preview_page_count = $4, converted_key = $5, converted_size = $6
        WHERE document_id = $1 AND revision = $2`,
      [documentId, revision, pageCount, previewPageCount, converted?.key ?? null, converted?.size ?? null],
    );

    // Text (then the index built from it), the preview and the cover need only the PDF: they run side
    // by side, so a lone document keeps both cores busy with tools and JavaScript at once.
    const stages = new StageProgress(['EXTRACTING_TEXT', 'BUILDING_PREVIEW', 'RENDERING_COVER', 'INDEXING'], (stage) =>
      this.enterStage(upload, stage),
    );
    await stages.start();
    const [, previewSize] = await settleAll<[void, number, void]>([
      (async () => {
        const pageTexts = await this.pageTextsOnce(upload, pdfPath, pageCount, deadline);
        await stages.finished('EXTRACTING_TEXT');
        await this.indexOnce(upload, pageTexts);
        await stages.finished('INDEXING');
      })(),
      (async () => {
        const size = await this.previewOnce(pdfPath, previewPageCount, pageCount, keys, workDir, deadline);
        await stages.finished('BUILDING_PREVIEW');
        return size;
      })(),
      (async () => {
        await this.coverOnce(pdfPath, keys, deadline);
        await stages.finished('RENDERING_COVER');
      })(),
    ]);

    await this.finish(upload, keys, { pageCount, previewPageCount, previewSize, converted });
  }

  private async enterStage(upload: UploadRecord, stage: UploadStage): Promise<void> {
    await this.dataSource.query(
      `UPDATE uploads SET stage = $3, progress = $4, updated_at = now()
        WHERE document_id = $1 AND revision = $2 AND stage NOT IN ('READY', 'FAILED')`,
      [upload.documentId, upload.revision, stage, STAGE_PROGRESS[stage]],
    );
  }

  private async convertOnce(
    originalPath: string,
    pdfPath: string,
    keys: DocumentStorageKeys,
    deadline: Deadline,
  ): Promise<{ key: string; size: number }> {
    const existing = await this.storage.head('converted', keys.converted);
    if (existing) {
      await this.download('converted', keys.converted, pdfPath);
      return { key: keys.converted, size: existing.size };
    }
    await convertOfficeFile(
      this.converter,
      originalPath,
      pdfPath,
      deadline.budget(this.config.OFFICE_CONVERSION_TIMEOUT_MS),
    );
    const stored = await this.storage.put('converted', keys.converted, createReadStream(pdfPath), 'application/pdf');
    return { key: keys.converted, size: stored.size };
  }

  private async countPagesOf(pdfPath: string, deadline: Deadline): Promise<number> {
    const pages = await countPages(pdfPath, { timeoutMs: deadline.budget(TOOL_TIMEOUT_MS) });
    if (pages < 1) throw new PermanentProcessingError('The document has no pages.');
    return pages;
  }

  private async pageTextsOnce(
    upload: UploadRecord,
    pdfPath: string,
    pageCount: number,
    deadline: Deadline,
  ): Promise<string[]> {
    const stored = await this.dataSource.query<{ text: string }[]>(
      `SELECT text FROM document_pages WHERE document_id = $1 AND revision = $2 ORDER BY page_number`,
      [upload.documentId, upload.revision],
    );
    if (stored.length === pageCount) return stored.map((row) => row.text);
    // A document alone on the worker is read by one pdftotext per core (it waits half as long); while
    // other jobs keep the cores busy, splitting would only add pdftotext starts.
    const texts = await extractPageTexts(pdfPath, pageCount, {
      timeoutMs: deadline.budget(TOOL_TIMEOUT_MS),
      parallelism: Math.max(1, Math.floor(os.availableParallelism() / Math.max(1, this.activeJobs))),
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM document_pages WHERE document_id = $1 AND revision = $2`, [
        upload.documentId,
        upload.revision,
      ]);
      await manager.query(
        `INSERT INTO document_pages (document_id, revision, page_number, text)
         SELECT $1, $2, page_number, text FROM unnest($3::text[]) WITH ORDINALITY AS t(text, page_number)`,
        [upload.documentId, upload.revision, texts],
      );
    });
    return texts;
  }

  private async previewOnce(
    pdfPath: string,
    previewPageCount: number,
    pageCount: number,
    keys: DocumentStorageKeys,
    workDir: string,
    deadline: Deadline,
  ): Promise<number> {
    const existing = await this.storage.head('document-previews', keys.preview);
    if (existing) return existing.size;
    const previewPath = path.join(workDir, 'preview.pdf');
    await buildPreview(pdfPath, previewPageCount, previewPath, {
      timeoutMs: deadline.budget(TOOL_TIMEOUT_MS),
      sourcePageCount: pageCount,
    });
    const stored = await this.storage.put(
      'document-previews',
      keys.preview,
      createReadStream(previewPath),
      'application/pdf',
    );
    return stored.size;
  }

  private async coverOnce(pdfPath: string, keys: DocumentStorageKeys, deadline: Deadline): Promise<void> {
    const [webp, jpeg] = await Promise.all([
      this.storage.head('cover-images', keys.coverWebp),
      this.storage.head('cover-images', keys.coverJpeg),
    ]);
    if (webp && jpeg) return;
    const cover = await renderCover(pdfPath, { width: COVER_WIDTH, timeoutMs: deadline.budget(TOOL_TIMEOUT_MS) });
    await this.storage.put('cover-images', keys.coverJpeg, cover.jpeg, 'image/jpeg');
    // The WebP goes last: its presence is what says the cover step finished.
    await this.storage.put('cover-images', keys.coverWebp, cover.webp, 'image/webp');
  }

  private async indexOnce(upload: UploadRecord, pageTexts: string[]): Promise<void> {
    const { documentId, revision } = upload;
    await this.dataSource.transaction(async (manager) => {
      const [done] = await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM document_chunks WHERE document_id = $1 AND revision = $2`,
        [documentId, revision],
      );
      if ((done?.count ?? 0) > 0) return;
      const chunks = chunkPages(pageTexts);
      await manager.query(
        `INSERT INTO document_chunks (document_id, revision, chunk_index, page_from, page_to, text)
         SELECT $1, $2, * FROM unnest($3::int[], $4::int[], $5::int[], $6::text[])`,
        [
          documentId,
          revision,
          chunks.map((chunk) => chunk.index),
          chunks.map((chunk) => chunk.pageFrom),
          chunks.map((chunk) => chunk.pageTo),
          chunks.map((chunk) => chunk.text),
        ],
      );
      const fingerprints = fingerprintText(pageTexts.join('\n'));
      await manager.query(
        `INSERT INTO document_fingerprints (document_id, revision, hashes, positions)
         VALUES ($1, $2, $3::bigint[], $4::int[]) ON CONFLICT DO NOTHING`,
        [
          documentId,
          revision,
          numericArrayLiteral(fingerprints.map((print) => print.hash)),
          numericArrayLiteral(fingerprints.map((print) => print.position)),
        ],
      );
    });
  }

  /** READY and the catalog's event in one transaction, once: a second finisher changes nothing. */
  private async finish(
    upload: UploadRecord,
    keys: DocumentStorageKeys,
    facts: {
      pageCount: number;
      previewPageCount: number;
      previewSize: number;
      converted: { key: string; size: number } | null;
    },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await modifiedRows(
        manager,
        `UPDATE uploads SET stage = 'READY', progress = 100, error = NULL, preview_key = $3, preview_size = $4,
                cover_webp_key = $5, cover_jpeg_key = $6, finished_at = now(), updated_at = now()
          WHERE document_id = $1 AND revision = $2 AND stage NOT IN ('READY', 'FAILED') RETURNING 1`,
        [upload.documentId, upload.revision, keys.preview, facts.previewSize, keys.coverWebp, keys.coverJpeg],
      );
      if (rows.length === 0) return;
      await this.outbox.append(manager, 'document.processed.v1', {
        documentId: upload.documentId,
        pageCount: facts.pageCount,
        previewPageCount: facts.previewPageCount,
        previewFilePath: publicStorageUrl('document-previews', keys.preview),
        previewFileSize: facts.previewSize,
        cardImagePath: publicStorageUrl('cover-images', keys.coverWebp),
        originalFileName: upload.fileName,
        originalFilePath: keys.original,
        originalFileSize: upload.sizeBytes,
        originalFileType: upload.fileType,
        convertedFilePath: facts.converted?.key ?? null,
        convertedFileSize: facts.converted?.size ?? null,
      });
    });
  }

  /** Copies a stored file to the job's folder; answers its SHA-256. */
  private download(area: StorageArea, key: string, target: string): Promise<string> {
    return downloadStoredFile(this.storage, area, key, target);
  }

  private async deleteDerivedRows(
    manager: Pick<DataSource, 'query'>,
    documentId: string,
    revision: number,
  ): Promise<void> {
    for (const table of ['document_pages', 'document_chunks', 'document_fingerprints']) {
      await manager.query(`DELETE FROM ${table} WHERE document_id = $1 AND revision = $2`, [documentId, revision]);
    }
  }

  private async deleteStoredFiles(keys: DocumentStorageKeys): Promise<void> {
    const files: [StorageArea, string][] = [
      ['originals', keys.original],
      ['converted', keys.converted],
      ['document-previews', keys.preview],
      ['cover-images', keys.coverWebp],
      ['cover-images', keys.coverJpeg],
    ];
    for (const [area, key] of files) {
      await this.storage.delete(area, key).catch((error: unknown) => {
        this.logger.warn({ err: error, area, key }, 'could not delete a failed revision file');
      });
    }
  }
}
