import { Module } from '@nestjs/common';
import { PointsLedgerClient } from '../ledger/points-ledger.client';
import { AdminOrdersController } from './admin-orders.controller';
import { CheckoutReconciler } from './checkout-reconciler';
import { CheckoutService } from './checkout.service';
import { DocumentOrdersController } from './document-orders.controller';
import { DocumentOrdersRepository } from './document-orders.repository';
import { DocumentOrdersService } from './document-orders.service';
import { OrderSettlement } from './order-settlement';
import { RefundsService } from './refunds.service';
import { ReportRefundsConsumer } from './report-refunds.consumer';
import { SellableDocumentsConsumer } from './sellable-documents.consumer';
import { SellableDocumentsRepository } from './sellable-documents.repository';

/** Document orders: the read copy of what is for sale, checkout, the reconciler and refunds. */
@Module({
  controllers: [DocumentOrdersController, AdminOrdersController],
  providers: [
    PointsLedgerClient,
    SellableDocumentsRepository,
    SellableDocumentsConsumer,
    DocumentOrdersRepository,
    DocumentOrdersService,
    OrderSettlement,
    CheckoutService,
    RefundsService,
    ReportRefundsConsumer,
    CheckoutReconciler,
  ],
  exports: [CheckoutReconciler],
})
export class DocumentOrdersModule {}
