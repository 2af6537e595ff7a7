import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, logFieldsOf, type Logger, type Principal, type RequestContext } from '@studyhub/platform';

/** What an admin write changed. */
export interface AdminWrite {
  /** `points-package.created`, `points-bonus-tier.deleted`, ... */
  action: string;
  targetId: string;
  changes?: Record<string, unknown>;
}

/** Prices decide what money buys: every admin change to them is one structured audit log line. */
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
