import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module';
import { AdminOverviewController } from './admin-overview.controller';
import { OverviewService } from './overview.service';
import { ReportingEventsConsumer } from './reporting-events.consumer';
import { ReportingRepository } from './reporting.repository';

/** The back office's reporting read model and the admin overview it answers (ADR 0031). */
@Module({
  imports: [ReportsModule],
  controllers: [AdminOverviewController],
  providers: [ReportingRepository, OverviewService, ReportingEventsConsumer],
})
export class ReportingModule {}
