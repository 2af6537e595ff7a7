import { Module } from '@nestjs/common';
import { ReadCopiesRepository } from './read-copies.repository';

@Module({ providers: [ReadCopiesRepository], exports: [ReadCopiesRepository] })
export class RecipientsModule {}
