import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DOCUMENT_STATUS_IDS,
  SEARCH_LIMITS,
  pointsForPriceCents,
  type ChangeDocumentPriceInput,
  type CreateDocumentInput,
  type CreatedDocumentResponse,
  type DocumentDetail,
  type DocumentPriceResponse,
  type DocumentReviewResponse,
  type DocumentSummary,
  type EVENT_CATALOG,
  type OwnDocumentSummary,
  type SellerViews,
} from '@studyhub/contracts';
import { OutboxWriter, isActiveAdmin, type Principal, type RequestContext } from '@studyhub/platform';
import { canSeeDocument } from './document-access';
import { slugFromTitle, suffixedSlug } from './document-slug';
import { loadDocumentSummaries, toDocumentSummary } from './document-summaries';
import { DocumentErrors } from './documents.errors';
import { DocumentsRepository, type DetailRow } from './documents.repository';
import { assertUploadsOpen } from './uploads-switch';

export interface ViewInput {
  page_number: number;
  progress: number;
  device_info: { user_agent?: string | undefined; platform?: string | undefined };
}

/** Page turns within this long of the last one belong to the same view. */
const VIEW_SESSION_MINUTES = 30;

@Injectable()
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: DocumentsRepository,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
  ) {}

  async featured(limit: number): Promise<DocumentSummary[]> {
    return loadDocumentSummaries(this.dataSource.manager, await this.documents.featuredIds(limit));
  }

  async mine(userId: string): Promise<OwnDocumentSummary[]> {
    const ids = await this.documents.ownIds(userId, SEARCH_LIMITS.libraryFetchLimit);
    const summaries = await loadDocumentSummaries(this.dataSource.manager, ids);
    const notes = await this.dataSource.query<
      { id: string; moderation_reason: string | null; processing_error: string | null }[]
    >(`SELECT id, moderation_reason, processing_error FROM documents WHERE id = ANY($1::uuid[])`, [ids]);
    const noteById = new Map(notes.map((note) => [note.id, note]));
    return summaries.map((summary) => ({
      ...summary,
      moderation_reason: noteById.get(summary.id)?.moderation_reason ?? null,
      processing_error: noteById.get(summary.id)?.processing_error ?? null,
    }));
  }

  /** A document the caller may see, or DOCUMENT_NOT_FOUND (never "forbidden": that would confirm it exists). */
  async visible(key: string, principal: Principal | undefined): Promise<DetailRow> {
    const row = await this.documents.findDetail(key);
    if (!row || !canSeeDocument(row, principal)) throw DocumentErrors.DOCUMENT_NOT_FOUND();
    return row;
  }

  async detail(key: string, principal: Principal | undefined): Promise<DocumentDetail> {
    const row = await this.visible(key, principal);
    const userId = principal?.userId;
    const isOwner = userId === row.user_id;
    const [bought, bookmarked, review] = userId
      ? await Promise.all([
          this.documents.holds(userId, row.id),
          this.documents.isBookmarked(userId, row.id),
          this.documents.findReviewBy(userId, row.id),
        ])
      : [false, false, null];
    const privileged = isOwner || isActiveAdmin(principal);
    return {
      ...toDocumentSummary(row),
      preview_file_path: row.preview_file_path,
      preview_page_count: row.preview_page_count,
      approved_at: row.approved_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
      is_purchased: isOwner || bought,
      is_owner: isOwner,
      is_bookmarked: bookmarked,
      my_review: review,
      can_review: bought && !isOwner && review === null,
      university_type: row.university_type,
      ...(privileged ? { moderation_reason: row.moderation_reason } : {}),
    };
  }

  async related(key: string, principal: Principal | undefined): Promise<DocumentSummary[]> {
    const row = await this.visible(key, principal);
    const ids = await this.documents.relatedIds(row, SEARCH_LIMITS.relatedDocuments);
    return loadDocumentSummaries(this.dataSource.manager, ids);
  }

  async create(
    sellerId: string,
    input: CreateDocumentInput,
    context: RequestContext,
  ): Promise<CreatedDocumentResponse> {
    const priceCents = Math.round(input.price * 100);
    const pointsPrice = pointsForPriceCents(priceCents);
    return this.dataSource.transaction(async (manager) => {
      await assertUploadsOpen(manager);
      const references = await this.checkReferences(manager, input);
      const baseSlug = slugFromTitle(input.title);
      const clash = await manager.query<unknown[]>(`SELECT 1 FROM documents WHERE slug = $1`, [baseSlug]);
      const slug = clash.length > 0 ? suffixedSlug(baseSlug) : baseSlug;
      const [inserted] = await manager.query<{ id: string }[]>(
        `INSERT INTO documents (slug, title, description, price_cents, points_price, user_id, subject_id, university_id,
                                course_id, document_type_id, textbook_id, status_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          slug,
          input.title,
          input.description,
          priceCents,
          pointsPrice,
          sellerId,
          input.subject_id,
          input.university_id ?? null,
          input.course_id ?? null,
          input.document_type_id,
          input.textbook_id ?? null,
          DOCUMENT_STATUS_IDS.PENDING,
        ],
      );
      const id = inserted!.id;
      await manager.query(
        `INSERT INTO university_details (document_id, user_id, university_id, university_name, university_slug,
                                         university_logo_url, course_id, course_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          sellerId,
          references.university?.id ?? null,
          references.university?.name ?? null,
          references.university?.slug ?? null,
          references.university?.logo_url ?? null,
          references.course?.id ?? null,
          references.course?.name ?? null,
        ],
      );
      await this.outbox.append(
        manager,
        'document.submitted.v1',
        { documentId: id, sellerId, title: input.title, slug, pointsPrice },
        { context },
      );
      return { id, slug, status: 'PENDING' as const };
    });
  }

  /**
   * The seller sets a new price. The row is locked so two changes in a row announce the prices in
   * order; document.price-changed.v1 is written in the same transaction (orders sells at the new
   * price, the seller is notified) and only when the points price actually changed.
   */
  async changePrice(
    key: string,
    principal: Principal,
    input: ChangeDocumentPriceInput,
    context: RequestContext,
  ): Promise<DocumentPriceResponse> {
    const visible = await this.visible(key, principal);
    if (visible.user_id !== principal.userId) throw DocumentErrors.NOT_OWNER();
    const priceCents = Math.round(input.price * 100);
    const pointsPrice = pointsForPriceCents(priceCents);
    return this.dataSource.transaction(async (manager) => {
      const [current] = await manager.query<{ title: string; slug: string; points_price: number; status_id: number }[]>(
        `SELECT title, slug, points_price, status_id FROM documents WHERE id = $1 FOR UPDATE`,
        [visible.id],
      );
      if (!current || current.status_id === DOCUMENT_STATUS_IDS.DELETED) throw DocumentErrors.DOCUMENT_NOT_FOUND();
      await manager.query(
        `UPDATE documents SET price_cents = $2, points_price = $3, updated_at = now() WHERE id = $1`,
        [visible.id, priceCents, pointsPrice],
      );
      if (current.points_price !== pointsPrice) {
        await this.outbox.append(
          manager,
          'document.price-changed.v1',
          {
            documentId: visible.id,
            sellerId: principal.userId,
            title: current.title,
            slug: current.slug,
            oldPointsPrice: current.points_price,
            newPointsPrice: pointsPrice,
            changedBy: principal.userId,
          },
          { context },
        );
      }
      return { id: visible.id, price: priceCents / 100, points_price: pointsPrice };
    });
  }

  /** record_document_view: every reading event, the reader's latest position, and view_count + 1. */
  async recordView(key: string, principal: Principal | undefined, view: ViewInput): Promise<void> {
    const row = await this.visible(key, principal);
    await this.dataSource.transaction(async (manager) => {
      // A signed-in reader turning pages keeps one view; a visit after a break is a new one.
      const [session] = principal
        ? await manager.query<{ open: boolean }[]>(
            `SELECT viewed_at > now() - make_interval(mins => $3) AS open
               FROM document_last_views WHERE user_id = $1 AND document_id = $2 FOR UPDATE`,
            [principal.userId, row.id, VIEW_SESSION_MINUTES],
          )
        : [];
      const isNewView = !session?.open;
      await manager.query(
        `INSERT INTO document_views (document_id, user_id, page_number, progress, device_info, counts_as_view)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          row.id,
          principal?.userId ?? null,
          view.page_number,
          view.progress,
          JSON.stringify(view.device_info),
          isNewView,
        ],
      );
      if (principal) {
        await manager.query(
          `INSERT INTO document_last_views (user_id, document_id, viewed_at, page_number, progress)
           VALUES ($1, $2, now(), $3, $4)
           ON CONFLICT (user_id, document_id)
           DO UPDATE SET viewed_at = now(), page_number = EXCLUDED.page_number, progress = EXCLUDED.progress`,
          [principal.userId, row.id, view.page_number, view.progress],
        );
      }
      if (isNewView) await manager.query(`UPDATE documents SET view_count = view_count + 1 WHERE id = $1`, [row.id]);
    });
  }

  /** Views per day of the seller's documents by others, every day of the period included. */
  async viewsOfMine(sellerId: string, days: number): Promise<SellerViews> {
    const daily = await this.dataSource.query<{ date: string; views: number }[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(counted.views, 0)::int AS views
         FROM generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS day
         LEFT JOIN (
           SELECT v.viewed_at::date AS viewed_on, count(*) AS views
             FROM document_views v JOIN documents d ON d.id = v.document_id
            WHERE d.user_id = $1 AND v.counts_as_view AND v.viewed_at >= current_date - ($2::int - 1)
              AND v.user_id IS DISTINCT FROM $1
            GROUP BY 1
         ) counted ON counted.viewed_on = day::date
        ORDER BY day`,
      [sellerId, days],
    );
    return { total: daily.reduce((sum, day) => sum + day.views, 0), daily };
  }

  /** toggle_document_bookmark. */
  async toggleBookmark(key: string, principal: Principal): Promise<boolean> {
    const row = await this.visible(key, principal);
    // A SELECT over the CTE: TypeORM answers a bare DELETE with [rows, count], not rows.
    const [removed] = await this.dataSource.query<{ n: number }[]>(
      `WITH removed AS (DELETE FROM document_bookmarks WHERE user_id = $1 AND document_id = $2 RETURNING 1)
       SELECT count(*)::int AS n FROM removed`,
      [principal.userId, row.id],
    );
    if ((removed?.n ?? 0) > 0) return false;
    await this.dataSource.query(
      `INSERT INTO document_bookmarks (user_id, document_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [principal.userId, row.id],
    );
    return true;
  }

  async listReviews(key: string, principal: Principal | undefined, page: number, limit: number) {
    const row = await this.visible(key, principal);
    return this.documents.listReviews(row.id, page, limit);
  }

  /** Buyers only, once each; the document's rating follows in the same transaction. */
  async review(
    key: string,
    principal: Principal,
    input: { rating: number; comment: string },
  ): Promise<DocumentReviewResponse> {
    const row = await this.visible(key, principal);
    if (row.user_id === principal.userId) throw DocumentErrors.OWN_DOCUMENT_REVIEW();
    if (!(await this.documents.holds(principal.userId, row.id))) throw DocumentErrors.NOT_A_BUYER();
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO document_reviews (document_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (document_id, user_id) DO NOTHING RETURNING 1`,
        [row.id, principal.userId, input.rating, input.comment],
      );
      if (inserted.length === 0) throw DocumentErrors.ALREADY_REVIEWED();
      await manager.query(
        `UPDATE documents SET rating_sum = rating_sum + $2, review_count = review_count + 1,
                average_rating = round((rating_sum + $2)::numeric / (review_count + 1), 2)
          WHERE id = $1`,
        [row.id, input.rating],
      );
    });
    return (await this.documents.findReviewBy(principal.userId, row.id))!;
  }

  private async checkReferences(manager: EntityManager, input: CreateDocumentInput) {
    const fields: Record<string, string[]> = {};
    const [type] = await manager.query<unknown[]>(`SELECT 1 FROM document_types WHERE id = $1`, [
      input.document_type_id,
    ]);
    if (!type) fields.document_type_id = ['Choose a document type.'];
    const [subject] = await manager.query<unknown[]>(`SELECT 1 FROM subjects WHERE id = $1`, [input.subject_id]);
    if (!subject) fields.subject_id = ['Choose a subject.'];
    let university: { id: string; name: string; slug: string; logo_url: string | null } | undefined;
    if (input.university_id) {
      [university] = await manager.query(
        `SELECT id, name, slug, logo_url FROM universities WHERE id = $1 AND status = 'approved'`,
        [input.university_id],
      );
      if (!university) fields.university_id = ['Choose a university from the list.'];
    }
    let course: { id: string; name: string; university_id: string } | undefined;
    if (input.course_id) {
      [course] = await manager.query(`SELECT id, name, university_id FROM courses WHERE id = $1 AND is_active`, [
        input.course_id,
      ]);
      if (!course) fields.course_id = ['Choose a course from the list.'];
      else if (course.university_id !== input.university_id)
        fields.course_id = ['This course belongs to another university.'];
    }
    if (input.textbook_id) {
      const [textbook] = await manager.query<unknown[]>(`SELECT 1 FROM textbooks WHERE id = $1`, [input.textbook_id]);
      if (!textbook) fields.textbook_id = ['Choose a textbook from the list.'];
    }
    if (Object.keys(fields).length > 0) throw DocumentErrors.INVALID_REFERENCE({ fields });
    return { university, course };
  }
}
