import { Module } from '@nestjs/common';
import { TaxonomyAdminModule } from '../taxonomy-admin/taxonomy-admin.module';
import { UniversitiesModule } from '../universities/universities.module';
import { AdminCoursesController } from './admin-courses.controller';
import { AdminCoursesRepository } from './admin-courses.repository';
import { AdminCoursesService } from './admin-courses.service';
import { CoursesController } from './courses.controller';
import { CoursesRepository } from './courses.repository';
import { CoursesService } from './courses.service';

@Module({
  imports: [UniversitiesModule, TaxonomyAdminModule],
  controllers: [CoursesController, AdminCoursesController],
  providers: [CoursesService, CoursesRepository, AdminCoursesService, AdminCoursesRepository],
})
export class CoursesModule {}
