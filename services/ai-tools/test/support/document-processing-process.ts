import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ServiceProcess } from '@studyhub/platform/testing';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const DOCUMENT_PROCESSING_MAIN = path.join(REPO_ROOT, 'services', 'document-processing', 'dist', 'main.js');

export interface ChunkRow {
  pageFrom: number;
  pageTo: number;
  text: string;
}

/**
 * The built document-processing API as a child process on a database and storage folder of its
 * own: ai-tools reads text through its real signed internal routes. Documents and study files are
 * written straight into its tables in the state the pipeline leaves them (its own tests cover the
 * pipeline; these cover the call between the two services).
 */
export class DocumentProcessingProcess {
  private constructor(
    private readonly running: ServiceProcess,
    private readonly dataDir: string,
  ) {}

  static async start(internalSecret: string): Promise<DocumentProcessingProcess> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-ai-tools-documents-'));
    try {
      const running = await ServiceProcess.start({
        service: 'document-processing',
        main: DOCUMENT_PROCESSING_MAIN,
        cwd: REPO_ROOT,
        env: { INTERNAL_API_SECRET: internalSecret, DATA_DIR: dataDir },
      });
      return new DocumentProcessingProcess(running, dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  get url(): string {
    return this.running.url;
  }

  /** A catalog document of `sellerId` whose revision 1 is READY (or still on its way, or failed). */
  async document(
    sellerId: string,
    title: string,
    chunks: ChunkRow[],
    stage: 'READY' | 'EXTRACTING_TEXT' | 'FAILED' = 'READY',
    error: string | null = null,
  ): Promise<string> {
    const documentId = randomUUID();
    const pageCount = Math.max(1, ...chunks.map((chunk) => chunk.pageTo));
    await this.running.query(
      `INSERT INTO document_owners (document_id, seller_id, title, slug, status, updated_at)
       VALUES ($1, $2, $3, $4, 'APPROVED', now())`,
      [documentId, sellerId, title, `doc-${documentId.slice(0, 8)}`],
    );
    await this.running.query(
      `INSERT INTO uploads (document_id, revision, uploader_id, file_name, file_type, size_bytes, sha256,
                            original_key, stage, progress, error, page_count)
       VALUES ($1, 1, $2, 'notes.pdf', 'pdf', 1000, $3, $4, $5, 100, $6, $7)`,
      [documentId, sellerId, 'a'.repeat(64), `${documentId}/r1/original.pdf`, stage, error, pageCount],
    );
    if (stage === 'READY') {
      for (const [index, chunk] of chunks.entries()) {
        await this.running.query(
          `INSERT INTO document_chunks (document_id, revision, chunk_index, page_from, page_to, text)
           VALUES ($1, 1, $2, $3, $4, $5)`,
          [documentId, index, chunk.pageFrom, chunk.pageTo, chunk.text],
        );
      }
    }
    return documentId;
  }

  /** A buyer of the document, as orders' order.completed.v1 records one. */
  async buyer(documentId: string, userId: string): Promise<void> {
    await this.running.query(
      `INSERT INTO document_holders (document_id, user_id, order_id, granted_at) VALUES ($1, $2, $3, now())`,
      [documentId, userId, randomUUID()],
    );
  }

  /** A study file of `ownerId`, READY with these chunks, or still PROCESSING, or FAILED. */
  async studyFile(
    ownerId: string,
    fileName: string,
    chunks: ChunkRow[],
    status: 'READY' | 'PROCESSING' | 'FAILED' = 'READY',
    reason: string | null = null,
  ): Promise<string> {
    const id = randomUUID();
    const pageCount = status === 'READY' ? Math.max(1, ...chunks.map((chunk) => chunk.pageTo)) : null;
    await this.running.query(
      `INSERT INTO study_files (id, owner_id, file_name, file_type, size_bytes, sha256, status, reason, page_count,
                                original_key)
       VALUES ($1, $2, $3, 'pdf', 1000, $4, $5, $6, $7, $8)`,
      [id, ownerId, fileName, 'b'.repeat(64), status, reason, pageCount, `study-files/${ownerId}/${id}/original.pdf`],
    );
    for (const [index, chunk] of chunks.entries()) {
      await this.running.query(
        `INSERT INTO study_file_chunks (file_id, chunk_index, page_from, page_to, text) VALUES ($1, $2, $3, $4, $5)`,
        [id, index, chunk.pageFrom, chunk.pageTo, chunk.text],
      );
    }
    return id;
  }

  async close(): Promise<void> {
    await this.running.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
