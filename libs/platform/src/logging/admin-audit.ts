import { Inject, Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal';
import { logFieldsOf, type RequestContext } from '../context/request-context';
import { LOGGER } from '../service/tokens';
import type { Logger } from './logger';

/** What an admin write changed, for the audit trail. */
export interface AdminWrite {
  /** `university.created`, `points-package.deleted`, ... */
  action: string;
  targetId: string;
  /** The fields as written (never secrets). */
  changes?: Record<string, unknown>;
}

/**
 * Every admin write as one structured log line: who, what, which row and the written fields, with
 * the request's correlation id, so the audit log can be rebuilt from logs.
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
