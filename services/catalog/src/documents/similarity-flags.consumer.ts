import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';

type Flagged = EventEnvelope<'document.similarity-flagged.v1', CatalogEventData<'document.similarity-flagged.v1'>>;

/**
 * Keeps the plagiarism checker's flag on an upload for the moderation queue. A later check replaces
 * an earlier one; an older event arriving late never overwrites a newer flag. A document catalog
 * no longer has is skipped.
 */
@Injectable()
export class SimilarityFlagsConsumer {
  @HandlesEvent('document.similarity-flagged.v1')
  async flagged(event: Flagged, { manager }: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    const { documentId, similarity, matchedDocuments } = event.data;
    await manager.query(
      `INSERT INTO document_similarity_flags (document_id, similarity, matched_documents, flagged_at)
       SELECT id, $2::real, $3::jsonb, $4::timestamptz FROM documents WHERE id = $1
       ON CONFLICT (document_id) DO UPDATE
         SET similarity = EXCLUDED.similarity, matched_documents = EXCLUDED.matched_documents,
             flagged_at = EXCLUDED.flagged_at
       WHERE document_similarity_flags.flagged_at <= EXCLUDED.flagged_at`,
      [documentId, similarity, JSON.stringify(matchedDocuments), event.occurredAt],
    );
  }
}
