import { Module } from '@nestjs/common';
import { SeedModule } from '../seed/seed.module';
import { ReadCopiesConsumer } from './read-copies.consumer';

@Module({ imports: [SeedModule], providers: [ReadCopiesConsumer] })
export class ReadCopiesModule {}
