import { Inject, Injectable } from '@nestjs/common';
import type { SellerWallet } from '@studyhub/contracts';
import { SERVICE_CONFIG, type Principal } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { BalancesRepository } from '../ledger/balances.repository';
import type { PointsLedgerEnv } from '../points-ledger.config';
import { EarningsLotsRepository } from '../purchases/earnings-lots.repository';

/** A seller's earnings at a glance; someone who never sold sees zeros. */
@Injectable()
export class WalletService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalancesRepository,
    private readonly lots: EarningsLotsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: PointsLedgerEnv,
  ) {}

  async walletOf(seller: Principal): Promise<SellerWallet> {
    const manager = this.dataSource.manager;
    const [balance, next] = await Promise.all([
      this.balances.findSeller(manager, seller.userId),
      this.lots.nextPending(manager, seller.userId),
    ]);
    return {
      pending_points: balance?.pendingPoints ?? 0,
      available_points: balance?.availablePoints ?? 0,
      withdrawing_points: balance?.withdrawingPoints ?? 0,
      withdrawn_points: balance?.withdrawnPoints ?? 0,
      lifetime_earned_points: balance?.lifetimeEarnedPoints ?? 0,
      minimum_withdrawal_points: this.config.WITHDRAWAL_MINIMUM_POINTS,
      hold_days: this.config.SELLER_EARNINGS_HOLD_DAYS,
      next_release: next ? { points: next.points, available_at: next.availableAt.toISOString() } : null,
    };
  }
}
