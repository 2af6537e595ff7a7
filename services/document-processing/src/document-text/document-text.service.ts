import { Injectable } from '@nestjs/common';
import type {
  DocumentTextChunk,
  DocumentTextResponse,
  InternalDocumentChunksQuery,
  InternalStudyFileChunksQuery,
} from '@studyhub/contracts';
import { DataSource } from 'typeorm';
import { DocumentAccess } from '../ownership/document-access';
import { findOwnedStudyFile } from '../study-files/study-file-record';
import { findLatestUpload, findReadyUpload } from '../uploads/upload-record';
import { DocumentTextErrors } from './document-text.errors';

interface ChunkRow {
  index: number;
  page_from: number;
  page_to: number;
  text: string;
}

const chunkOf = (row: ChunkRow): DocumentTextChunk => ({
  index: row.index,
  pageFrom: row.page_from,
  pageTo: row.page_to,
  text: row.text,
});

/**
 * The processed text of a catalog document or a study file, for ai-tools (ADR 0019): the
 * page-numbered chunks of the current processed revision, to whoever may read the file.
 */
@Injectable()
export class DocumentTextService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: DocumentAccess,
  ) {}

  async documentChunks(documentId: string, query: InternalDocumentChunksQuery): Promise<DocumentTextResponse> {
    const document = await this.access.find(documentId);
    if (!document) throw DocumentTextErrors.DOCUMENT_NOT_FOUND();
    const { readerId, readerIsAdmin } = query;
    if (
      readerId !== undefined &&
      !(await this.access.mayRead({ userId: readerId, isAdmin: readerIsAdmin }, document))
    ) {
      throw DocumentTextErrors.DOCUMENT_NOT_FOUND();
    }
    // A revision processed earlier is served while a newer one is still on its way.
    const ready = await findReadyUpload(this.dataSource.manager, documentId);
    if (!ready || ready.pageCount === null) {
      const latest = await findLatestUpload(this.dataSource.manager, documentId);
      if (latest?.stage === 'FAILED')
        throw DocumentTextErrors.PROCESSING_FAILED({ message: latest.error ?? undefined });
      throw DocumentTextErrors.NOT_READY();
    }
    const rows = await this.dataSource.query<ChunkRow[]>(
      `SELECT chunk_index AS index, page_from, page_to, text FROM document_chunks
        WHERE document_id = $1 AND revision = $2 ORDER BY chunk_index`,
      [documentId, ready.revision],
    );
    return {
      source: { kind: 'document', id: documentId, title: document.title, pageCount: ready.pageCount },
      chunks: rows.map(chunkOf),
    };
  }

  async studyFileChunks(fileId: string, { ownerId }: InternalStudyFileChunksQuery): Promise<DocumentTextResponse> {
    const file = await findOwnedStudyFile(this.dataSource.manager, fileId, ownerId);
    if (!file) throw DocumentTextErrors.DOCUMENT_NOT_FOUND();
    if (file.status === 'FAILED') throw DocumentTextErrors.PROCESSING_FAILED({ message: file.reason ?? undefined });
    if (file.status !== 'READY' || file.pageCount === null) throw DocumentTextErrors.NOT_READY();
    const rows = await this.dataSource.query<ChunkRow[]>(
      `SELECT chunk_index AS index, page_from, page_to, text FROM study_file_chunks
        WHERE file_id = $1 ORDER BY chunk_index`,
      [fileId],
    );
    return {
      source: { kind: 'study-file', id: file.id, title: file.fileName, pageCount: file.pageCount },
      chunks: rows.map(chunkOf),
    };
  }
}
