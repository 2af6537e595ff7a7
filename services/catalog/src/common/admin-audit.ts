import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, logFieldsOf, type Logger, type Principal, type RequestContext } from '@studyhub/platform';

/** What an admin write changed, for the audit trail. */
export interface AdminWrite {
  /** `university.created`, `subject.deleted`, ... */
  action: string;
  targetId: string;
  /** The fields as written (never secrets: taxonomy only). */
  changes?: Record<string, unknown>;
}

/**
 * Every admin write of the taxonomy as one structured log line: who, what, which row and the
 * written fields, with the request's correlation id, so the audit log can be rebuilt from logs.
 */
@Injectable()
export class AdminAudit {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  record(principal: Principal, context: RequestContext, write: AdminWrite): void {
    this.logger.info(
      {
        ...logFieldsOf(context),
        audit: {
          actor_id: principal.userId,
          action: write.action,
          target_id: write.targetId,
          ...(write.changes ? { changes: write.changes } : {}),
        },
      },
      `admin ${write.action}`,
    );
  }
}
