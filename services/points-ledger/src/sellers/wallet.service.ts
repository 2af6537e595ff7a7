import { Inject, Injectable } from '@nestjs/common';
import type { SellerWallet } from '@studyhub/contracts';
import type { Principal } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import { BalancesRepository } from '../ledger/balances.repository';
import { EarningsLotsRepository } from '../purchases/earnings-lots.repository';
import { MONEY_SETTINGS, type MoneySettingsStore } from '../settings/money-settings';

/** A seller's earnings at a glance; someone who never sold sees zeros. */
@Injectable()
export class WalletService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly balances: BalancesRepository,
    private readonly lots: EarningsLotsRepository,
    @Inject(MONEY_SETTINGS) private readonly moneySettings: MoneySettingsStore,
  ) {}

  async walletOf(seller: Pick<Principal, 'userId'>): Promise<SellerWallet> {
    const manager = this.dataSource.manager;
    const [balance, next, money] = await Promise.all([
      this.balances.findSeller(manager, seller.userId),
      this.lots.nextPending(manager, seller.userId),
      this.moneySettings.current(),
    ]);
    return {
      pending_points: balance?.pendingPoints ?? 0,
      available_points: balance?.availablePoints ?? 0,
      withdrawing_points: balance?.withdrawingPoints ?? 0,
      withdrawn_points: balance?.withdrawnPoints ?? 0,
      lifetime_earned_points: balance?.lifetimeEarnedPoints ?? 0,
      minimum_withdrawal_points: money.value.withdrawal_minimum_points,
      hold_days: money.value.earnings_hold_days,
      next_release: next ? { points: next.points, available_at: next.availableAt.toISOString() } : null,
    };
  }
}
