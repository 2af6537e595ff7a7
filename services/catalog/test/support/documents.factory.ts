import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type DocumentStatus, type EventEnvelope } from '@studyhub/contracts';

export interface DocumentFixture {
  title: string;
  sellerId: string;
  subjectId: string;
  status?: DocumentStatus;
  typeId?: number;
  priceCents?: number;
  downloads?: number;
  rating?: number;
  universityId?: string | null;
  courseId?: string | null;
  textbookId?: string | null;
  publishedDaysAgo?: number;
  /** The pipeline's results (file paths, page counts) are in; default true. */
  processed?: boolean;
}

/** Inserts a document straight into the table (as the seed does); returns its id and slug. */
export async function insertDocument(
  dataSource: DataSource,
  fixture: DocumentFixture,
): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = `${fixture.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`;
  const status = DOCUMENT_STATUS_IDS[fixture.status ?? 'APPROVED'];
  const published = new Date(Date.now() - (fixture.publishedDaysAgo ?? 0) * 86_400_000);
  await dataSource.query(
    `INSERT INTO documents (id, slug, title, description, price_cents, points_price, download_count, status_id, user_id,
                            subject_id, university_id, course_id, textbook_id, document_type_id, average_rating,
                            review_count, rating_sum, published_at, approved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
    [
      id,
      slug,
      fixture.title,
      `About ${fixture.title}.`,
      fixture.priceCents ?? 499,
      Math.round((fixture.priceCents ?? 499) / 10),
      fixture.downloads ?? 0,
      status,
      fixture.sellerId,
      fixture.subjectId,
      fixture.universityId ?? null,
      fixture.courseId ?? null,
      fixture.textbookId ?? null,
      fixture.typeId ?? 7,
      fixture.rating ?? 0,
      fixture.rating ? 1 : 0,
      fixture.rating ? Math.round(fixture.rating) : 0,
      published,
    ],
  );
  if (fixture.processed ?? true) {
    await dataSource.query(
      `UPDATE documents SET page_count = 5, preview_page_count = 1,
              original_file_path = $2, original_file_name = 'notes.pdf', original_file_size = 1000,
              original_file_type = 'application/pdf', preview_file_path = $3
        WHERE id = $1`,
      [id, `${id}/r1/original.pdf`, `/api/storage/document-previews/${id}/r1/preview.pdf`],
    );
  }
  return { id, slug };
}

export async function insertSubject(dataSource: DataSource, name: string): Promise<string> {
  const [row] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO subjects (name, slug, acronym) VALUES ($1, $2, '') RETURNING id`,
    [name, name.toLowerCase().replace(/[^a-z0-9]+/g, '-')],
  );
  return row!.id;
}

export function envelopeOf<T extends string>(type: T, data: unknown, producer = 'auth'): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: Number(/\.v(\d+)$/.exec(type)?.[1] ?? 1),
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: randomUUID(),
    causationId: null,
    data,
  };
}
