import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { InternalSpendsController } from './internal-spends.controller';
import { SpendsService } from './spends.service';

@Module({
  imports: [LedgerModule],
  controllers: [InternalSpendsController],
  providers: [SpendsService],
})
export class SpendsModule {}
