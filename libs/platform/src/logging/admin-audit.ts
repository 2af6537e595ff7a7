import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ADMIN_AUDIT_LIMITS, type AdminActionRecordedData, type EVENT_CATALOG } from '@studyhub/contracts';
import type { Principal } from '../auth/principal';
import { logFieldsOf, type RequestContext } from '../context/request-context';
import { OutboxWriter } from '../messaging/outbox-writer';
import { LOGGER } from '../service/tokens';
import { auditSnapshotOf } from './admin-audit-snapshot';
import type { Logger } from './logger';

export { auditSnapshotOf, isSecretField, REDACTED } from './admin-audit-snapshot';

/** The admin making a change and the request (or event) it came with, handed down to where the write happens. */
export interface AdminActor {
  principal: Principal;
  context: AuditContext;
}

/** One admin write as the audit trail records it. */
export interface AdminWrite {
  /** `university.approved`, `user.status-changed`, `points-package.deleted`, ... */
  action: string;
  /** What kind of thing changed: `user`, `document`, `blog-post`, ... */
  targetType: string;
  targetId: string;
  /** A short sentence for the trail's list: `Deactivated ada@example.com`. */
  summary: string;
  /** The row before the write (null when it creates); secrets and long texts are removed here. */
  before: unknown;
  /** The row after the write (null when it deletes). */
  after: unknown;
}

type CatalogOutbox = OutboxWriter<typeof EVENT_CATALOG>;

/** The request (or the event) the write happened for: a request's context, or just its ids. */
export type AuditContext = Pick<RequestContext, 'correlationId' | 'causationId'> & Partial<RequestContext>;

/**
 * Records an admin write in the audit trail: appends `admin.action-recorded.v1` to the service's
 * outbox in the transaction of the write, so the trail holds a write if and only if it committed,
 * and writes the same as a structured log line with the request's correlation id.
 */
@Injectable()
export class AdminAudit {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  /** Call inside the write's transaction (`dataSource.transaction(async (manager) => ...)`). */
  async recordIn(
    manager: EntityManager,
    principal: Principal,
    context: AuditContext,
    write: AdminWrite,
  ): Promise<void> {
    const data = adminActionDataOf(principal, write);
    const envelope = await (this.outbox as CatalogOutbox).append(manager, 'admin.action-recorded.v1', data, {
      context,
    });
    this.logger.info(
      {
        ...(context.requestId ? logFieldsOf({ ...context, requestId: context.requestId }) : {}),
        correlation_id: context.correlationId,
        audit: {
          event_id: envelope.id,
          actor_id: data.actorId,
          action: data.action,
          target_type: data.targetType,
          target_id: data.targetId,
        },
      },
      `admin ${data.action}`,
    );
  }

  /** `recordIn` for the admin and request handed down as one `AdminActor`. */
  recordFor(manager: EntityManager, actor: AdminActor, write: AdminWrite): Promise<void> {
    return this.recordIn(manager, actor.principal, actor.context, write);
  }
}

/** The event data of one write: snapshots made safe and every text within the contract's bounds. */
export function adminActionDataOf(principal: Principal, write: AdminWrite): AdminActionRecordedData {
  return {
    actorId: principal.userId,
    actorEmail: principal.email ?? null,
    action: write.action,
    targetType: write.targetType,
    targetId: write.targetId.slice(0, ADMIN_AUDIT_LIMITS.targetId),
    summary: boundedSummary(write.summary),
    before: auditSnapshotOf(write.before),
    after: auditSnapshotOf(write.after),
  };
}

function boundedSummary(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim() || 'Changed';
  const limit = ADMIN_AUDIT_LIMITS.summary;
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}
