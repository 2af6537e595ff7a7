import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PointsHistoryRepository } from './points-history.repository';
import { PointsController } from './points.controller';
import { PointsService } from './points.service';

@Module({
  imports: [LedgerModule],
  controllers: [PointsController],
  providers: [PointsService, PointsHistoryRepository],
  exports: [PointsService],
})
export class PointsModule {}
