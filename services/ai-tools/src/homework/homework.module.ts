import { Module } from '@nestjs/common';
import { LlmModule } from '../llm/llm.module';
import { MeteringModule } from '../metering/metering.module';
import { PlagiarismModule } from '../plagiarism/plagiarism.module';
import { HomeworkController } from './homework.controller';
import { HomeworkRepository } from './homework.repository';
import { HomeworkService } from './homework.service';

/** The homework helper's answers (the public question bank itself is catalog's). */
@Module({
  imports: [LlmModule, MeteringModule, PlagiarismModule],
  controllers: [HomeworkController],
  providers: [HomeworkService, HomeworkRepository],
})
export class HomeworkModule {}
