import { Module } from '@nestjs/common';
import { UniversitiesController } from './universities.controller';
import { UniversitiesRepository } from './universities.repository';
import { UniversitiesService } from './universities.service';

@Module({
  controllers: [UniversitiesController],
  providers: [UniversitiesService, UniversitiesRepository],
  exports: [UniversitiesService],
})
export class UniversitiesModule {}
