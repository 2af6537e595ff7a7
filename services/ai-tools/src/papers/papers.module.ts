import { Module } from '@nestjs/common';
import { PapersConsumer } from './papers.consumer';
import { PapersController } from './papers.controller';
import { PapersRepository } from './papers.repository';
import { PapersService } from './papers.service';

@Module({
  controllers: [PapersController],
  providers: [PapersService, PapersRepository, PapersConsumer],
  exports: [PapersService],
})
export class PapersModule {}
