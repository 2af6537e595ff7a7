import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { UniversitiesModule } from '../universities/universities.module';
import { AdminCoursesController } from './admin-courses.controller';
import { AdminCoursesService } from './admin-courses.service';
import { CoursesController } from './courses.controller';
import { CoursesRepository } from './courses.repository';
import { CoursesService } from './courses.service';

@Module({
  imports: [UniversitiesModule],
  controllers: [CoursesController, AdminCoursesController],
  providers: [CoursesService, CoursesRepository, AdminCoursesService, AdminAudit],
})
export class CoursesModule {}
