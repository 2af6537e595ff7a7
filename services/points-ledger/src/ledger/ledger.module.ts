import { Module } from '@nestjs/common';
import { BalanceEvents } from './balance-events';
import { BalancesRepository } from './balances.repository';
import { FirstOutcomes } from './first-outcome';
import { LedgerTransactions } from './ledger-transactions';
import { LedgerRepository } from './ledger.repository';
import { SpendEvents } from './spend-events';

/** The bookkeeping every feature posts through: transactions, entries, cached balances, events. */
@Module({
  providers: [LedgerRepository, BalancesRepository, LedgerTransactions, BalanceEvents, SpendEvents, FirstOutcomes],
  exports: [LedgerRepository, BalancesRepository, LedgerTransactions, BalanceEvents, SpendEvents, FirstOutcomes],
})
export class LedgerModule {}
