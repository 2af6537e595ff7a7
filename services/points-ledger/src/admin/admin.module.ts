import { Module } from '@nestjs/common';
import { AdminTransactionsController } from './admin-transactions.controller';
import { AdminTransactionsRepository } from './admin-transactions.repository';

@Module({
  controllers: [AdminTransactionsController],
  providers: [AdminTransactionsRepository],
})
export class AdminModule {}
