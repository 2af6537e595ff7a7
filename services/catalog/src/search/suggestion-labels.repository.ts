import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type InstantSearchResponse } from '@studyhub/contracts';
import { queryPrepared } from './prepared-query';

interface LabelRow {
  kind: 'document' | 'question';
  id: string;
  slug: string;
  text: string;
  document_type: string | null;
  subject: string | null;
}

/**
 * What the search dropdown shows for the suggested ids, in their order, in one round trip; an id
 * no longer approved (or public) is left out, so the dropdown never shows one.
 */
@Injectable()
export class SuggestionLabelsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async read(documentIds: readonly string[], questionIds: readonly string[]): Promise<InstantSearchResponse> {
    const rows = await queryPrepared<LabelRow>(
      this.dataSource.manager,
      'search-suggestion-labels',
      `SELECT 'document' AS kind, pick.position, d.id, d.slug, d.title AS text, t.name AS document_type,
              s.name AS subject
         FROM unnest($1::uuid[]) WITH ORDINALITY AS pick(id, position)
         JOIN documents d ON d.id = pick.id AND d.status_id = $3
         JOIN document_types t ON t.id = d.document_type_id
         LEFT JOIN subjects s ON s.id = d.subject_id
       UNION ALL
       SELECT 'question', pick.position, h.id, h.slug, h.question, NULL, s.name
         FROM unnest($2::uuid[]) WITH ORDINALITY AS pick(id, position)
         JOIN homework_questions h ON h.id = pick.id AND h.is_public
         LEFT JOIN subjects s ON s.id = h.subject_id
        ORDER BY 1, 2`,
      [documentIds, questionIds, DOCUMENT_STATUS_IDS.APPROVED],
    );
    const response: InstantSearchResponse = { documents: [], questions: [] };
    for (const row of rows) {
      if (row.kind === 'document') {
        response.documents.push({
          id: row.id,
          slug: row.slug,
          title: row.text,
          document_type: row.document_type ?? '',
          subject: row.subject,
        });
      } else {
        response.questions.push({ id: row.id, slug: row.slug, question: row.text, subject: row.subject });
      }
    }
    return response;
  }
}
