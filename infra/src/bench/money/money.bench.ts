import { randomUUID } from 'node:crypto';
import { databaseNameOf, withDatabase } from '@studyhub/platform';
import { TEST_POSTGRES_URL, uniqueSuffix } from '@studyhub/platform/testing';
import { guarded } from '../cleanup';
import { WaitSampler } from '../pg-waits';
import type { BenchResult } from '../report';
import { BenchTokens } from './bench-tokens';
import { accountCheckouts } from './checkout-accounting';
import { runCheckouts } from './checkout-load';
import { planCheckouts } from './checkout-plan';
import { withCpu } from './cpu-shares';
import { accountSpends, auditLedgerAt } from './ledger-accounting';
import { assertMoneyBuilt } from './money-dist';
import { reportOf, TARGET } from './money-report';
import { MoneyStack } from './money-stack';
import { RawDebits } from './raw-debits';
import { SignedSpends } from './signed-spends';
import { measureSpends } from './spend-phase';
import { overdrawRace, replayRace } from './spend-races';

const CONCURRENCY = 16;
const ACCOUNTS = 1_000;
/** Far more than the spends can take: the throughput cases never hit the guard. */
const ACCOUNT_FUNDS = 1_000_000;
const HOT_FUNDS = 1_000_000_000;
const SPENDS = { rounds: 2, roundSeconds: 5, warmupSeconds: { raw: 2, ledger: 3 } };
const RACE = { funds: 100, attempts: 400, replays: 20 };
const CHECKOUT = { warmupSeconds: 3, seconds: 30, concurrency: 64 };

const newIds = (count: number) => Array.from({ length: count }, () => randomUUID());

/**
 * The money path under load: the ledger's signed spend endpoint next to the bare guarded debit
 * in SQL (across 1,000 accounts and on one hot account, same concurrency, taking turns), races
 * that must not overdraw or double-book, then checkouts through the gateway at a steady rate; the
 * books are held against every answer and the ledger's auditor runs on the result.
 */
export async function benchMoney(): Promise<BenchResult> {
  assertMoneyBuilt();
  const suffix = uniqueSuffix();
  let tokens: BenchTokens | undefined;
  let stack: MoneyStack | undefined;
  let raw: RawDebits | undefined;
  let spends: SignedSpends | undefined;
  return guarded(
    async () => {
      tokens = await BenchTokens.start();
      stack = new MoneyStack(suffix, tokens.jwksUrl);
      console.log('   starting points-ledger and orders ...');
      const ledger = await stack.startLedger();
      const orders = await stack.startOrders(ledger.origin);

      const accounts = newIds(ACCOUNTS);
      const [hot, overdrawn, replayed] = newIds(3) as [string, string, string];
      const totalCheckouts = TARGET.checkoutRate * (CHECKOUT.warmupSeconds + CHECKOUT.seconds + 2);
      const plan = planCheckouts(totalCheckouts);
      const funded = new Map<string, number>([
        ...accounts.map((id): [string, number] => [id, ACCOUNT_FUNDS]),
        [hot, HOT_FUNDS],
        [overdrawn, RACE.funds],
        [replayed, 1_000],
        ...plan.buyers.map((id): [string, number] => [id, plan.buyerFunds]),
      ]);
      console.log(`   funding ${funded.size} accounts and approving ${plan.documents.length} documents ...`);
      await MoneyStack.fund(ledger.host, [...funded]);
      await MoneyStack.approve(orders.host, plan.documents);
      const rawDatabaseUrl = withDatabase(TEST_POSTGRES_URL, `studyhub_bench_money_raw_${suffix}`);
      raw = await RawDebits.create(
        rawDatabaseUrl,
        [...accounts, hot].map((id) => [id, funded.get(id) ?? 0]),
        CONCURRENCY,
      );
      spends = new SignedSpends(ledger.origin, stack.secret, 64);

      const rawSide = raw;
      const ledgerSide = spends;
      const measured = await measureSpends(
        {
          raw: { debit: (userId, amount) => rawSide.debit(userId, amount), database: databaseNameOf(rawDatabaseUrl) },
          ledger: {
            debit: (userId, amount) => ledgerSide.spend(userId, amount),
            host: ledger.host,
            database: databaseNameOf(stack.ledgerDatabaseUrl),
          },
        },
        accounts,
        hot,
        { concurrency: CONCURRENCY, ...SPENDS },
      );
      console.log('   racing an overdraw and a repeated key ...');
      const overdraw = await overdrawRace(spends, overdrawn, RACE.funds, RACE.attempts);
      const replay = await replayRace(spends, replayed, RACE.replays);
      console.log(`   holding the ledger's books against ${spends.records.length} answers ...`);
      const spendBooks = await accountSpends(stack.ledgerDatabaseUrl, funded, spends.records);

      const gateway = await stack.startGateway(orders.origin, ledger.origin);
      const signed = new Map<string, string>();
      for (const buyer of plan.buyers) signed.set(buyer, await tokens.sign(buyer));
      const checkoutLoad = {
        gatewayOrigin: gateway.origin,
        plan,
        tokens: signed,
        ratePerSecond: TARGET.checkoutRate,
        concurrency: CHECKOUT.concurrency,
      };
      console.log(
        `   checkouts at ${TARGET.checkoutRate}/s: ${CHECKOUT.warmupSeconds} s warm-up, ${CHECKOUT.seconds} s measured ...`,
      );
      const warmup = await runCheckouts({ ...checkoutLoad, firstIndex: 0, durationMs: CHECKOUT.warmupSeconds * 1000 });
      const sampler = new WaitSampler({
        orders: databaseNameOf(stack.ordersDatabaseUrl),
        ledger: databaseNameOf(stack.ledgerDatabaseUrl),
      });
      await sampler.start();
      const { result: checkout, cpu: checkoutCpu } = await withCpu(
        () => runCheckouts({ ...checkoutLoad, firstIndex: warmup.offered, durationMs: CHECKOUT.seconds * 1000 }),
        orders.host,
      );
      const checkoutWaits = await sampler.stop();
      const checkoutBooks = await accountCheckouts(stack.ordersDatabaseUrl, stack.ledgerDatabaseUrl, plan, [
        ...warmup.completedIndexes,
        ...checkout.completedIndexes,
      ]);
      const finalAudit = await auditLedgerAt(stack.ledgerDatabaseUrl);
      return reportOf({
        settings: {
          concurrency: CONCURRENCY,
          accounts: ACCOUNTS,
          rounds: SPENDS.rounds,
          roundSeconds: SPENDS.roundSeconds,
          checkoutSeconds: CHECKOUT.seconds,
        },
        spends: measured,
        overdraw,
        replay,
        spendBooks,
        checkout,
        checkoutCpu,
        checkoutWaits,
        checkoutBooks,
        finalAudit,
      });
    },
    async () => {
      spends?.close();
      await raw?.close().catch(() => undefined);
      await stack?.stop();
      await tokens?.close();
    },
  );
}
