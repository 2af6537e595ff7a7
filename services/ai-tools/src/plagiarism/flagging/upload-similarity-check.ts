import { Injectable } from '@nestjs/common';
import { PLAGIARISM_MIN_WORDS, type EVENT_CATALOG } from '@studyhub/contracts';
import { AppError, type EventHandlerContext } from '@studyhub/platform';
import { DocumentTextClient } from '../../documents-text/document-text.client';
import { PlagiarismChecker } from '../checker/plagiarism-checker';
import { documentBodyOf } from '../corpus/source-texts';
import { isFlagged, uploadSimilarityOf } from './upload-similarity';

/**
 * A processed upload is compared with the approved documents (never with itself); one that copies
 * enough of them is announced as document.similarity-flagged.v1, which catalog shows to moderators.
 */
@Injectable()
export class UploadSimilarityCheck {
  constructor(
    private readonly checker: PlagiarismChecker,
    private readonly documentText: DocumentTextClient,
  ) {}

  async check(documentId: string, context: EventHandlerContext<typeof EVENT_CATALOG>, correlationId?: string): Promise<void> {
    const { manager, logger } = context;
    let body: string;
    try {
      body = documentBodyOf((await this.documentText.documentChunks(documentId, undefined, correlationId)).chunks);
    } catch (error) {
      // Deleted, or processed again since: the newer event does the check.
      if (error instanceof AppError && error.status === 404) return;
      throw error;
    }
    const outcome = await this.checker.check(body, {
      includeQuotes: false,
      includeBibliography: false,
      kinds: ['document'],
      excludeDocumentId: documentId,
    });
    if (outcome.summary.totalWords < PLAGIARISM_MIN_WORDS) return;
    const similarity = uploadSimilarityOf(outcome.summary);
    const flagged = isFlagged(similarity);
    await manager.query(
      `INSERT INTO plagiarism_upload_checks (document_id, similarity, flagged, checked_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (document_id) DO UPDATE SET similarity = EXCLUDED.similarity, flagged = EXCLUDED.flagged, checked_at = now()`,
      [documentId, similarity.similarity, flagged],
    );
    if (!flagged) return;
    await context.publish('document.similarity-flagged.v1', { documentId, ...similarity });
    logger.info({ documentId, similarity: similarity.similarity }, 'upload flagged as similar to approved documents');
  }
}
