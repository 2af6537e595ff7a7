import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { DocumentOrdersModule } from './document-orders/document-orders.module';
import { PointsCatalogModule } from './points-catalog/points-catalog.module';
import { PointsOrdersModule } from './points-orders/points-orders.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { SellerModule } from './seller/seller.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        PointsCatalogModule,
        PointsOrdersModule,
        DocumentOrdersModule,
        SellerModule,
        ReconciliationModule,
      ],
    };
  }
}
