import { z } from 'zod';

/**
 * The text of a processed document or study file, as document-processing's signed internal routes
 * give it to ai-tools (ADR 0019): page-numbered passages of about 1,200 characters that overlap a
 * little, in reading order.
 *
 * GET /internal/documents/{documentId}/chunks?readerId={uuid}&readerIsAdmin={true|false}
 * GET /internal/study-files/{fileId}/chunks?ownerId={uuid}
 */
export const DOCUMENT_TEXT_SOURCE_KINDS = ['document', 'study-file'] as const;
export type DocumentTextSourceKind = (typeof DOCUMENT_TEXT_SOURCE_KINDS)[number];

export interface DocumentTextSource {
  kind: DocumentTextSourceKind;
  id: string;
  /** The listing's title, or the study file's name as its owner uploaded it. */
  title: string;
  pageCount: number;
}

export interface DocumentTextChunk {
  /** 0-based, in reading order. */
  index: number;
  /** 1-based and inclusive: the pages a citation names. */
  pageFrom: number;
  pageTo: number;
  text: string;
}

export interface DocumentTextResponse {
  source: DocumentTextSource;
  chunks: DocumentTextChunk[];
}

/**
 * 409 codes of both routes: the file is still being processed (or has no processed text yet), or
 * its processing failed (the message is the reason its uploader was given).
 */
export const DOCUMENT_TEXT_NOT_READY = 'NOT_READY';
export const DOCUMENT_TEXT_PROCESSING_FAILED = 'PROCESSING_FAILED';

/**
 * `readerId` given: only its seller, a buyer or (with `readerIsAdmin=true`) an active admin may read
 * it; anyone else is told it does not exist. Left out: the corpus view, any processed document.
 */
export const internalDocumentChunksQuerySchema = z.object({
  readerId: z.uuid({ message: 'readerId must be a UUID.' }).optional(),
  readerIsAdmin: z
    .enum(['true', 'false'], { message: 'readerIsAdmin must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type InternalDocumentChunksQuery = z.infer<typeof internalDocumentChunksQuerySchema>;

/** Only the file's owner may read it; anyone else is told it does not exist. */
export const internalStudyFileChunksQuerySchema = z.object({
  ownerId: z.uuid({ message: 'ownerId must be a UUID.' }),
});
export type InternalStudyFileChunksQuery = z.infer<typeof internalStudyFileChunksQuerySchema>;
