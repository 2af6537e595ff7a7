import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { AdminUniversitiesController } from './admin-universities.controller';
import { AdminUniversitiesRepository } from './admin-universities.repository';
import { AdminUniversitiesService } from './admin-universities.service';
import { UniversitiesController } from './universities.controller';
import { UniversitiesRepository } from './universities.repository';
import { UniversitiesService } from './universities.service';

@Module({
  controllers: [UniversitiesController, AdminUniversitiesController],
  providers: [
    UniversitiesService,
    UniversitiesRepository,
    AdminUniversitiesService,
    AdminUniversitiesRepository,
    AdminAudit,
  ],
  exports: [UniversitiesService],
})
export class UniversitiesModule {}
