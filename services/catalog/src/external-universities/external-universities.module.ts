import { Module } from '@nestjs/common';
import { ExternalUniversitiesController } from './external-universities.controller';
import { ExternalUniversitiesService } from './external-universities.service';
import { BundledUniversityList, UniversityListSource } from './university-list.source';

@Module({
  controllers: [ExternalUniversitiesController],
  providers: [ExternalUniversitiesService, { provide: UniversityListSource, useClass: BundledUniversityList }],
})
export class ExternalUniversitiesModule {}
