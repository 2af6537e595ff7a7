import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DocumentStatus, EVENT_CATALOG } from '@studyhub/contracts';
import { AdminAudit, OutboxWriter, type Principal, type RequestContext } from '@studyhub/platform';
import { statusNameOf } from './document-summaries';
import { DocumentErrors } from './documents.errors';
import { moderationWrite } from './moderation-audit';
import { canMove, statusIdOf } from './moderation-transitions';

interface LockedDocument {
  id: string;
  slug: string;
  title: string;
  user_id: string;
  status_id: number;
  points_price: number;
  moderation_reason: string | null;
  /** Set once the pipeline processed a file (document.processed.v1): nothing to sell before that. */
  has_processed_file: boolean;
}

export interface Transition {
  to: DocumentStatus;
  reason: string;
  /** The admin deciding (recorded in the audit trail), or null when the seller acts on their own document. */
  moderator: Principal | null;
  /** Only the seller may act when set (resubmit, delete own). */
  sellerId?: string;
}

/** Every status change of a document: checked, recorded, and announced in one transaction. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly audit: AdminAudit,
  ) {}

  async move(documentId: string, transition: Transition, context: RequestContext): Promise<DocumentStatus> {
    return this.dataSource.transaction(async (manager) => {
      const [document] = await manager.query<LockedDocument[]>(
        `SELECT id, slug, title, user_id, status_id, points_price, moderation_reason,
                original_file_path IS NOT NULL AND preview_file_path IS NOT NULL AS has_processed_file
           FROM documents WHERE id = $1 FOR UPDATE`,
        [documentId],
      );
      if (!document) throw DocumentErrors.DOCUMENT_NOT_FOUND();
      if (transition.sellerId !== undefined && transition.sellerId !== document.user_id) {
        throw DocumentErrors.DOCUMENT_NOT_FOUND();
      }
      const from = statusNameOf(document.status_id);
      if (!canMove(from, transition.to)) {
        throw DocumentErrors.TRANSITION_NOT_ALLOWED({
          message: `A ${from.toLowerCase().replace('_', ' ')} document cannot be moved to ${transition.to.toLowerCase().replace('_', ' ')}.`,
        });
      }
      if (transition.to === 'APPROVED' && !document.has_processed_file) throw DocumentErrors.FILE_NOT_PROCESSED();
      await this.apply(manager, document, transition);
      await this.announce(manager, document, transition, context);
      if (transition.moderator) {
        const before = { ...document, status: from };
        await this.audit.recordIn(
          manager,
          transition.moderator,
          context,
          moderationWrite(before, transition.to, transition.reason),
        );
      }
      return transition.to;
    });
  }

  private async apply(manager: EntityManager, document: LockedDocument, transition: Transition): Promise<void> {
    const approving = transition.to === 'APPROVED';
    await manager.query(
      `UPDATE documents
          SET status_id = $2, moderation_reason = $3, updated_at = now(),
              approved_at = CASE WHEN $4 THEN now() ELSE approved_at END,
              published_at = CASE WHEN $4 THEN coalesce(published_at, now()) ELSE published_at END
        WHERE id = $1`,
      [document.id, statusIdOf(transition.to), transition.reason || null, approving],
    );
    await manager.query(
      `INSERT INTO document_moderations (document_id, from_status_id, to_status_id, reason, moderator_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        document.id,
        document.status_id,
        statusIdOf(transition.to),
        transition.reason,
        transition.moderator?.userId ?? null,
      ],
    );
  }

  private async announce(
    manager: EntityManager,
    document: LockedDocument,
    transition: Transition,
    context: RequestContext,
  ): Promise<void> {
    const base = {
      documentId: document.id,
      sellerId: document.user_id,
      title: document.title,
      slug: document.slug,
      reason: transition.reason,
      moderatorId: transition.moderator?.userId ?? null,
    };
    switch (transition.to) {
      case 'APPROVED':
        await this.outbox.append(
          manager,
          'document.approved.v1',
          { ...base, pointsPrice: document.points_price },
          { context },
        );
        return;
      case 'REJECTED':
      case 'SOFT_REJECT':
        await this.outbox.append(
          manager,
          'document.rejected.v1',
          { ...base, soft: transition.to === 'SOFT_REJECT' },
          { context },
        );
        return;
      case 'DELETED':
        await this.outbox.append(manager, 'document.deleted.v1', base, { context });
        return;
      case 'PENDING':
        // Back in review after a soft rejection: the same fact as the first submission.
        await this.outbox.append(
          manager,
          'document.submitted.v1',
          {
            documentId: document.id,
            sellerId: document.user_id,
            title: document.title,
            slug: document.slug,
            pointsPrice: document.points_price,
          },
          { context },
        );
        return;
    }
  }
}
