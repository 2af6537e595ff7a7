import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PointsOrdersService } from './points-orders.service';
import { PointsPurchasedConsumer } from './points-purchased.consumer';

@Module({
  imports: [LedgerModule],
  providers: [PointsOrdersService, PointsPurchasedConsumer],
})
export class CreditsModule {}
