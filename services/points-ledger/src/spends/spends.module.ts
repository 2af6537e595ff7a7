import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { InternalSpendsController } from './internal-spends.controller';
import { SpendBatcher } from './spend-batcher';
import { SpendsService } from './spends.service';

@Module({
  imports: [LedgerModule],
  controllers: [InternalSpendsController],
  providers: [SpendBatcher, SpendsService],
})
export class SpendsModule {}
