import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminReportsController } from './admin-reports.controller';
import { DocumentReportsController } from './document-reports.controller';
import { ReportIntakeConsumer } from './report-intake.consumer';
import { ReportIntakeService } from './report-intake.service';
import { ReportReadCopies } from './report-read-copies';
import { ReportResolutionService } from './report-resolution.service';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** The reports queue (ADR 0029): reader reports, takedown notices and plagiarism flags. */
@Module({
  controllers: [DocumentReportsController, AdminReportsController],
  providers: [
    ReportsRepository,
    ReportReadCopies,
    ReportsService,
    ReportResolutionService,
    ReportIntakeService,
    ReportIntakeConsumer,
    AdminAudit,
  ],
  exports: [ReportReadCopies],
})
export class ReportsModule {}
