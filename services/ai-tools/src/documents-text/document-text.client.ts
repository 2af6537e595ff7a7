import { DOCUMENT_TEXT_PROCESSING_FAILED, type DocumentTextResponse } from '@studyhub/contracts';
import { AppError, type InternalAnswer, type InternalClient } from '@studyhub/platform';
import { DocumentTextErrors } from './document-text.errors';

/** One call waits at most this long: a long document's text is a megabyte or two of JSON. */
export const DOCUMENT_TEXT_TIMEOUT_MS = 15_000;

/** Who wants to read a catalog document: only its seller, a buyer or an active admin may. */
export interface DocumentReader {
  userId: string;
  /** The caller's principal is an active admin (`isActiveAdmin`). */
  isAdmin: boolean;
}

/**
 * The text of documents and study files from document-processing's signed internal routes (ADR
 * 0019), as page-numbered passages. Throws AppErrors a controller can pass on as they are: 404
 * DOCUMENT_NOT_FOUND (missing or not the reader's), 409 DOCUMENT_STILL_PROCESSING or
 * DOCUMENT_PROCESSING_FAILED (with the reason), 503 DOCUMENT_TEXT_UNAVAILABLE (unreachable, 5xx, or a
 * refusal that is our own fault, such as a bad signature). Ask before holding points.
 */
export class DocumentTextClient {
  constructor(private readonly client: InternalClient) {}

  /**
   * A catalog document's current processed text. With `reader`, only what that reader may open;
   * without, the corpus view (any processed document, for indexes the service builds itself).
   */
  documentChunks(documentId: string, reader?: DocumentReader, correlationId?: string): Promise<DocumentTextResponse> {
    const query = reader
      ? `?readerId=${encodeURIComponent(reader.userId)}&readerIsAdmin=${reader.isAdmin ? 'true' : 'false'}`
      : '';
    return this.read(`/internal/documents/${encodeURIComponent(documentId)}/chunks${query}`, correlationId);
  }

  /** A study file's text, for its owner only. */
  studyFileChunks(fileId: string, ownerId: string, correlationId?: string): Promise<DocumentTextResponse> {
    return this.read(
      `/internal/study-files/${encodeURIComponent(fileId)}/chunks?ownerId=${encodeURIComponent(ownerId)}`,
      correlationId,
    );
  }

  private async read(path: string, correlationId?: string): Promise<DocumentTextResponse> {
    let answer: InternalAnswer<DocumentTextResponse>;
    try {
      answer = await this.client.get<DocumentTextResponse>(path, correlationId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
        throw DocumentTextErrors.DOCUMENT_TEXT_UNAVAILABLE({ cause: error });
      }
      throw error;
    }
    if (answer.ok) return answer.data;
    // A malformed id is as unknown as a missing one.
    if (answer.status === 404 || answer.status === 400) throw DocumentTextErrors.DOCUMENT_NOT_FOUND();
    if (answer.status === 409) {
      throw answer.code === DOCUMENT_TEXT_PROCESSING_FAILED
        ? DocumentTextErrors.DOCUMENT_PROCESSING_FAILED({ message: answer.message })
        : DocumentTextErrors.DOCUMENT_STILL_PROCESSING();
    }
    throw DocumentTextErrors.DOCUMENT_TEXT_UNAVAILABLE({
      cause: new Error(`GET ${path} answered ${answer.status} ${answer.code}: ${answer.message}`),
    });
  }
}
