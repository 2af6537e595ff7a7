import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module';
import { SellersModule } from '../sellers/sellers.module';
import { AdminPointsAccountsController } from './admin-points-accounts.controller';
import { AdminTransactionsController } from './admin-transactions.controller';
import { AdminTransactionsRepository } from './admin-transactions.repository';

@Module({
  imports: [PointsModule, SellersModule],
  controllers: [AdminTransactionsController, AdminPointsAccountsController],
  providers: [AdminTransactionsRepository],
})
export class AdminModule {}
