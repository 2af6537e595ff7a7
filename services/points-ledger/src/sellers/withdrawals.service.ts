import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminSort,
  AdminWithdrawalsQuery,
  ApiList,
  EVENT_CATALOG,
  PaginationQuery,
  Withdrawal,
  WithdrawalRequest,
} from '@studyhub/contracts';
import { AdminAudit, AppError, OutboxWriter, type Principal } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { Cause } from '../ledger/balance-events';
import { BalancesRepository } from '../ledger/balances.repository';
import { LedgerTransactions } from '../ledger/ledger-transactions';
import { LedgerErrors } from '../ledger/ledger.errors';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PURPOSES } from '../ledger/ledger-vocabulary';
import { accounts, type Posting } from '../ledger/postings';
import { MONEY_SETTINGS, type MoneySettingsStore } from '../settings/money-settings';
import { withdrawalDecisionWrite } from './withdrawal-audit';
import { WithdrawalErrors } from './withdrawal.errors';
import { decideWithdrawalAction, type WithdrawalAction } from './withdrawal-transitions';
import { WithdrawalsRepository, type AdminWithdrawalSort } from './withdrawals.repository';

/**
 * Sellers withdraw available earnings: a request moves them to withdrawing, paying moves them out
 * to payout clearing, a rejection returns them to available. Every status change is announced.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: LedgerTransactions,
    private readonly ledger: LedgerRepository,
    private readonly balances: BalancesRepository,
    private readonly withdrawals: WithdrawalsRepository,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(MONEY_SETTINGS) private readonly moneySettings: MoneySettingsStore,
    private readonly audit: AdminAudit,
  ) {}

  async request(
    seller: Principal,
    input: WithdrawalRequest,
    idempotencyKey: string | undefined,
    cause: Cause,
  ): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
    const minimum = (await this.moneySettings.current()).value.withdrawal_minimum_points;
    if (input.amount_points < minimum) {
      throw AppError.of('VALIDATION_FAILED', undefined, {
        fields: { amount_points: [`The minimum withdrawal is ${minimum} points.`] },
      });
    }
    return this.transactions.run(async (manager) => {
      const withdrawalId = randomUUID();
      const transactionId = randomUUID();
      const header = {
        id: transactionId,
        type: 'withdrawal_requested' as const,
        purpose: PURPOSES.withdrawal,
        userId: seller.userId,
        idempotencyKey: idempotencyKey ?? withdrawalId,
        description: `Withdrawal of ${input.amount_points} points requested`,
        metadata: { withdrawal_id: withdrawalId, method: input.method },
      };
      if (!(await this.ledger.claim(manager, header))) {
        const first = await this.ledger.findByKey(manager, seller.userId, PURPOSES.withdrawal, header.idempotencyKey);
        const withdrawal = first && (await this.withdrawals.findByRequestTransaction(manager, first.id));
        if (!withdrawal || withdrawal.amount_points !== input.amount_points) {
          throw LedgerErrors.IDEMPOTENCY_KEY_REUSED();
        }
        return { withdrawal, replayed: true };
      }
      const balance = await this.balances.changeSeller(manager, seller.userId, {
        available: -input.amount_points,
        withdrawing: input.amount_points,
      });
      if (!balance) throw WithdrawalErrors.INSUFFICIENT_POINTS();
      await this.ledger.record(manager, transactionId, [
        {
          account: accounts.sellerAvailable(seller.userId),
          amount: -input.amount_points,
          balanceAfter: balance.availablePoints,
        },
        {
          account: accounts.sellerWithdrawing(seller.userId),
          amount: input.amount_points,
          balanceAfter: balance.withdrawingPoints,
        },
      ]);
      const withdrawal = await this.withdrawals.insert(manager, {
        id: withdrawalId,
        sellerId: seller.userId,
        amountPoints: input.amount_points,
        method: input.method,
        destination: input.destination,
        requestTransactionId: transactionId,
      });
      await this.announce(manager, withdrawal, cause);
      return { withdrawal, replayed: false };
    });
  }

  async listOwn(seller: Principal, page: PaginationQuery): Promise<ApiList<Withdrawal>> {
    return this.list({ sellerId: seller.userId }, page);
  }

  async listAll(query: AdminWithdrawalsQuery): Promise<ApiList<Withdrawal>> {
    return this.list({ sellerId: query.seller_id, status: query.status }, query, query);
  }

  approve(admin: Principal, id: string, cause: Cause): Promise<Withdrawal> {
    return this.act(admin, id, 'approve', cause, async (manager, withdrawal) =>
      this.withdrawals.decide(manager, withdrawal.id, { status: 'approved', adminId: admin.userId }),
    );
  }

  reject(admin: Principal, id: string, reason: string, cause: Cause): Promise<Withdrawal> {
    return this.act(admin, id, 'reject', cause, async (manager, withdrawal) => {
      const points = withdrawal.amount_points;
      const transactionId = await this.settle(manager, withdrawal, 'withdrawal_rejected', async () => {
        const balance = await this.balances.changeSeller(manager, withdrawal.seller_id, {
          withdrawing: -points,
          available: points,
        });
        if (!balance) throw new Error(`withdrawal ${withdrawal.id}: the seller holds fewer withdrawing points`);
        return [
          {
            account: accounts.sellerWithdrawing(withdrawal.seller_id),
            amount: -points,
            balanceAfter: balance.withdrawingPoints,
          },
          {
            account: accounts.sellerAvailable(withdrawal.seller_id),
            amount: points,
            balanceAfter: balance.availablePoints,
          },
        ];
      });
      return this.withdrawals.decide(manager, withdrawal.id, {
        status: 'rejected',
        adminId: admin.userId,
        reason,
        settleTransactionId: transactionId,
      });
    });
  }

  markPaid(admin: Principal, id: string, cause: Cause): Promise<Withdrawal> {
    return this.act(admin, id, 'pay', cause, async (manager, withdrawal) => {
      const points = withdrawal.amount_points;
      const transactionId = await this.settle(manager, withdrawal, 'withdrawal_paid', async () => {
        const balance = await this.balances.changeSeller(manager, withdrawal.seller_id, {
          withdrawing: -points,
          withdrawn: points,
        });
        if (!balance) throw new Error(`withdrawal ${withdrawal.id}: the seller holds fewer withdrawing points`);
        return [
          {
            account: accounts.sellerWithdrawing(withdrawal.seller_id),
            amount: -points,
            balanceAfter: balance.withdrawingPoints,
          },
          { account: accounts.payoutClearing, amount: points },
        ];
      });
      return this.withdrawals.decide(manager, withdrawal.id, {
        status: 'paid',
        adminId: admin.userId,
        settleTransactionId: transactionId,
      });
    });
  }

  private async list(
    filter: { sellerId?: string | undefined; status?: Withdrawal['status'] | undefined },
    page: PaginationQuery,
    sort?: AdminSort<AdminWithdrawalSort>,
  ): Promise<ApiList<Withdrawal>> {
    const { withdrawals, total } = await this.withdrawals.page(this.dataSource.manager, filter, page, sort);
    return { data: withdrawals, meta: { page: page.page, limit: page.limit, total } };
  }

  /**
   * Locks the withdrawal, applies an allowed action once (announced, and recorded in the audit
   * trail as the admin's), answers a repeated one as it stands.
   */
  private act(
    admin: Principal,
    id: string,
    action: WithdrawalAction,
    cause: Cause,
    apply: (manager: EntityManager, withdrawal: Withdrawal) => Promise<Withdrawal>,
  ): Promise<Withdrawal> {
    return this.transactions.run(async (manager) => {
      const withdrawal = await this.withdrawals.lock(manager, id);
      if (!withdrawal) throw WithdrawalErrors.WITHDRAWAL_NOT_FOUND();
      const decision = decideWithdrawalAction(withdrawal.status, action);
      if (decision.kind === 'repeat') return withdrawal;
      if (decision.kind === 'refuse') throw WithdrawalErrors.WITHDRAWAL_NOT_ALLOWED({ message: decision.message });
      const changed = await apply(manager, withdrawal);
      await this.announce(manager, changed, cause);
      await this.audit.recordIn(manager, admin, cause, withdrawalDecisionWrite(withdrawal, changed));
      return changed;
    });
  }

  /** Posts the money side of a payment or rejection, keyed by the withdrawal: it happens once. */
  private async settle(
    manager: EntityManager,
    withdrawal: Withdrawal,
    type: 'withdrawal_rejected' | 'withdrawal_paid',
    move: () => Promise<Posting[]>,
  ): Promise<string> {
    const transactionId = randomUUID();
    const claimed = await this.ledger.claim(manager, {
      id: transactionId,
      type,
      purpose: PURPOSES.withdrawalSettlement,
      userId: withdrawal.seller_id,
      idempotencyKey: withdrawal.id,
      description:
        type === 'withdrawal_paid'
          ? `Withdrawal of ${withdrawal.amount_points} points paid`
          : `Withdrawal of ${withdrawal.amount_points} points rejected`,
      metadata: { withdrawal_id: withdrawal.id, amount_cents: withdrawal.amount_cents },
    });
    if (!claimed) throw new Error(`withdrawal ${withdrawal.id} is settled already`);
    await this.ledger.record(manager, transactionId, await move());
    return transactionId;
  }

  private async announce(manager: EntityManager, withdrawal: Withdrawal, cause: Cause): Promise<void> {
    await this.outbox.append(
      manager,
      'withdrawal.status-changed.v1',
      {
        withdrawalId: withdrawal.id,
        sellerId: withdrawal.seller_id,
        status: withdrawal.status,
        amountPoints: withdrawal.amount_points,
        reason: withdrawal.reason,
      },
      { context: cause },
    );
  }
}
