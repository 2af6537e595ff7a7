import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SettingsModule, type ServiceKernel } from '@studyhub/platform';
import { AdminModule } from './admin/admin.module';
import { CreditsModule } from './credits/credits.module';
import { HoldsModule } from './holds/holds.module';
import { JobsModule } from './jobs/jobs.module';
import { PointsModule } from './points/points.module';
import { PurchasesModule } from './purchases/purchases.module';
import { SellersModule } from './sellers/sellers.module';
import { moneySettings } from './settings/money-settings';
import { SpendsModule } from './spends/spends.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        SettingsModule.forGroups([moneySettings]),
        PointsModule,
        SpendsModule,
        PurchasesModule,
        HoldsModule,
        CreditsModule,
        SellersModule,
        AdminModule,
        JobsModule,
      ],
    };
  }
}
