import type { EntityManager } from 'typeorm';
import { DOCUMENT_STATUS_IDS, type DocumentStatus, type DocumentSummary } from '@studyhub/contracts';
import { queryPrepared } from '../search/prepared-query';

const STATUS_BY_ID = new Map<number, DocumentStatus>(
  Object.entries(DOCUMENT_STATUS_IDS).map(([name, id]) => [id, name as DocumentStatus]),
);

export function statusNameOf(statusId: number): DocumentStatus {
  const name = STATUS_BY_ID.get(statusId);
  if (!name) throw new Error(`unknown document status id ${statusId}`);
  return name;
}

/** The card's columns with its relations, one row per document. */
export const SUMMARY_SELECT = `
  d.id, d.slug, d.title, d.description, d.price_cents, d.points_price, d.download_count, d.view_count,
  d.average_rating::float8 AS average_rating, d.review_count, d.page_count, d.card_image_path, d.status_id,
  d.created_at, d.published_at, d.user_id,
  t.id AS type_id, t.name AS type_name,
  s.id AS subject_id, s.name AS subject_name, s.slug AS subject_slug, s.icon_name AS subject_icon, s.color AS subject_color,
  u.id AS university_id, u.name AS university_name, u.slug AS university_slug, u.logo_url AS university_logo,
  c.id AS course_id, c.name AS course_name, c.slug AS course_slug, c.level AS course_level,
  b.id AS textbook_id, b.title AS textbook_title, b.author AS textbook_author, b.slug AS textbook_slug,
  p.full_name AS seller_name, p.avatar_url AS seller_avatar, p.deleted AS seller_deleted`;

export const SUMMARY_JOINS = `
  JOIN document_types t ON t.id = d.document_type_id
  LEFT JOIN subjects s ON s.id = d.subject_id
  LEFT JOIN universities u ON u.id = d.university_id
  LEFT JOIN courses c ON c.id = d.course_id
  LEFT JOIN textbooks b ON b.id = d.textbook_id
  LEFT JOIN user_profiles p ON p.user_id = d.user_id`;

export interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  price_cents: number;
  points_price: number;
  download_count: number;
  view_count: number;
  average_rating: number;
  review_count: number;
  page_count: number | null;
  card_image_path: string | null;
  status_id: number;
  created_at: Date;
  published_at: Date | null;
  user_id: string;
  type_id: number;
  type_name: string;
  subject_id: string | null;
  subject_name: string | null;
  subject_slug: string | null;
  subject_icon: string | null;
  subject_color: string | null;
  university_id: string | null;
  university_name: string | null;
  university_slug: string | null;
  university_logo: string | null;
  course_id: string | null;
  course_name: string | null;
  course_slug: string | null;
  course_level: 'undergraduate' | 'postgraduate' | null;
  textbook_id: string | null;
  textbook_title: string | null;
  textbook_author: string | null;
  textbook_slug: string | null;
  seller_name: string | null;
  seller_avatar: string | null;
  seller_deleted: boolean | null;
}

export function toDocumentSummary(row: SummaryRow): DocumentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: row.price_cents / 100,
    points_price: row.points_price,
    download_count: row.download_count,
    view_count: row.view_count,
    average_rating: Number(row.average_rating),
    review_count: row.review_count,
    page_count: row.page_count,
    card_image_path: row.card_image_path,
    status: statusNameOf(row.status_id),
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    document_type: { id: row.type_id, name: row.type_name },
    subject:
      row.subject_id === null
        ? null
        : {
            id: row.subject_id,
            name: row.subject_name ?? '',
            slug: row.subject_slug ?? '',
            icon_name: row.subject_icon ?? 'book',
            color: row.subject_color ?? '#2563eb',
          },
    university:
      row.university_id === null
        ? null
        : {
            id: row.university_id,
            name: row.university_name ?? '',
            slug: row.university_slug ?? '',
            logo_url: row.university_logo,
          },
    course:
      row.course_id === null
        ? null
        : {
            id: row.course_id,
            name: row.course_name ?? '',
            slug: row.course_slug ?? '',
            level: row.course_level ?? 'undergraduate',
          },
    textbook:
      row.textbook_id === null
        ? null
        : {
            id: row.textbook_id,
            title: row.textbook_title ?? '',
            author: row.textbook_author ?? '',
            slug: row.textbook_slug ?? '',
          },
    user: {
      id: row.user_id,
      full_name: row.seller_deleted ? 'Deleted user' : (row.seller_name ?? ''),
      avatar_url: row.seller_deleted ? null : (row.seller_avatar ?? null),
    },
  };
}

const SUMMARIES_BY_ID = `SELECT ${SUMMARY_SELECT} FROM documents d ${SUMMARY_JOINS} WHERE d.id = ANY($1::uuid[])`;

/**
 * Cards for these documents, in the order given; ids that match nothing are skipped. One query,
 * prepared once per connection (planning the joins costs more than running them).
 */
export async function loadDocumentSummaries(
  manager: EntityManager,
  ids: readonly string[],
): Promise<DocumentSummary[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<SummaryRow>(manager, 'document-summaries-by-id', SUMMARIES_BY_ID, [ids]);
  const byId = new Map(rows.map((row) => [row.id, toDocumentSummary(row)]));
  return ids.flatMap((id) => {
    const summary = byId.get(id);
    return summary ? [summary] : [];
  });
}
