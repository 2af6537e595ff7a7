import { Module } from '@nestjs/common';
import { BalanceEvents } from './balance-events';
import { BalancesRepository } from './balances.repository';
import { FirstOutcomes } from './first-outcome';
import { LedgerTransactions } from './ledger-transactions';
import { LedgerRepository } from './ledger.repository';

/** The bookkeeping every feature posts through: transactions, entries, cached balances, events. */
@Module({
  providers: [LedgerRepository, BalancesRepository, LedgerTransactions, BalanceEvents, FirstOutcomes],
  exports: [LedgerRepository, BalancesRepository, LedgerTransactions, BalanceEvents, FirstOutcomes],
})
export class LedgerModule {}
