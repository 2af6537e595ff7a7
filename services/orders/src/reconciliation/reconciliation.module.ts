import { Module } from '@nestjs/common';
import { DocumentOrdersModule } from '../document-orders/document-orders.module';
import { PointsOrdersModule } from '../points-orders/points-orders.module';
import { ReconcilerLoop } from './reconciler-loop';

/** The timer that settles what requests left unfinished: lost checkouts and unpaid points orders. */
@Module({
  imports: [DocumentOrdersModule, PointsOrdersModule],
  providers: [ReconcilerLoop],
})
export class ReconciliationModule {}
