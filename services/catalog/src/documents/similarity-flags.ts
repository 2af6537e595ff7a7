import type { EntityManager } from 'typeorm';
import type { DocumentSimilarityFlag } from '@studyhub/contracts';

interface FlagRow {
  document_id: string;
  similarity: number;
  matched_documents: { documentId: string; title: string; similarity: number }[];
  flagged_at: Date;
}

/** The plagiarism checker's flags on these documents, by document id (none for most). */
export async function similarityFlagsOf(
  manager: EntityManager,
  documentIds: readonly string[],
): Promise<Map<string, DocumentSimilarityFlag>> {
  if (documentIds.length === 0) return new Map();
  const rows = await manager.query<FlagRow[]>(
    `SELECT document_id, similarity, matched_documents, flagged_at FROM document_similarity_flags
      WHERE document_id = ANY($1::uuid[])`,
    [documentIds],
  );
  return new Map(
    rows.map((row) => [
      row.document_id,
      {
        similarity: row.similarity,
        matched_documents: row.matched_documents.map((match) => ({
          document_id: match.documentId,
          title: match.title,
          similarity: match.similarity,
        })),
        flagged_at: new Date(row.flagged_at).toISOString(),
      },
    ]),
  );
}
