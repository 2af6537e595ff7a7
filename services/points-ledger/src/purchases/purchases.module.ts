import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { EarningsLotsRepository } from './earnings-lots.repository';
import { EarningsReleaseService } from './earnings-release.service';
import { InternalPurchasesController } from './internal-purchases.controller';
import { OrderRefundsConsumer } from './order-refunds.consumer';
import { PurchasesService } from './purchases.service';
import { RefundsService } from './refunds.service';

/** Document orders paid with points, their refunds and the sellers' earnings lots. */
@Module({
  imports: [LedgerModule],
  controllers: [InternalPurchasesController],
  providers: [PurchasesService, RefundsService, EarningsLotsRepository, EarningsReleaseService, OrderRefundsConsumer],
  exports: [EarningsLotsRepository, EarningsReleaseService],
})
export class PurchasesModule {}
