import { Module } from '@nestjs/common';
import { TaxonomyAdminModule } from '../taxonomy-admin/taxonomy-admin.module';
import { AdminSubjectsController } from './admin-subjects.controller';
import { AdminSubjectsService } from './admin-subjects.service';

/** Admin writes of subjects; the public reads are the taxonomy module's. */
@Module({ imports: [TaxonomyAdminModule], controllers: [AdminSubjectsController], providers: [AdminSubjectsService] })
export class SubjectsModule {}
