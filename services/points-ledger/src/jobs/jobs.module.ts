import { Module } from '@nestjs/common';
import { HoldsModule } from '../holds/holds.module';
import { PurchasesModule } from '../purchases/purchases.module';
import { LedgerSweeper } from './ledger-sweeper';

@Module({
  imports: [HoldsModule, PurchasesModule],
  providers: [LedgerSweeper],
})
export class JobsModule {}
