import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { HoldsRepository } from './holds.repository';
import { HoldsService } from './holds.service';
import { InternalHoldsController } from './internal-holds.controller';

@Module({
  imports: [LedgerModule],
  controllers: [InternalHoldsController],
  providers: [HoldsService, HoldsRepository],
  exports: [HoldsService],
})
export class HoldsModule {}
