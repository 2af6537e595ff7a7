import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminSubjectsController } from './admin-subjects.controller';
import { AdminSubjectsService } from './admin-subjects.service';

/** Admin writes of subjects; the public reads are the taxonomy module's. */
@Module({ controllers: [AdminSubjectsController], providers: [AdminSubjectsService, AdminAudit] })
export class SubjectsModule {}
