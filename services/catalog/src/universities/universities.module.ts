import { Module } from '@nestjs/common';
import { TaxonomyAdminModule } from '../taxonomy-admin/taxonomy-admin.module';
import { AdminUniversitiesController } from './admin-universities.controller';
import { AdminUniversitiesRepository } from './admin-universities.repository';
import { AdminUniversitiesService } from './admin-universities.service';
import { UniversitiesController } from './universities.controller';
import { UniversitiesRepository } from './universities.repository';
import { UniversitiesService } from './universities.service';

@Module({
  imports: [TaxonomyAdminModule],
  controllers: [UniversitiesController, AdminUniversitiesController],
  providers: [UniversitiesService, UniversitiesRepository, AdminUniversitiesService, AdminUniversitiesRepository],
  exports: [UniversitiesService],
})
export class UniversitiesModule {}
