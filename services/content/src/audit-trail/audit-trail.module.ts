import { Module } from '@nestjs/common';
import { AdminActionsConsumer } from './admin-actions.consumer';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

/** The back office's audit trail: kept from every service's admin.action-recorded.v1, read by admins. */
@Module({
  controllers: [AdminAuditLogController],
  providers: [AuditLogRepository, AuditLogService, AdminActionsConsumer],
})
export class AuditTrailModule {}
