import { formatWaits, type WaitProfile } from '../pg-waits';
import type { BenchResult, Figure, Target } from '../report';
import { round, summarize } from '../stats';
import { checkoutsExact, type CheckoutAccounting } from './checkout-accounting';
import { refusedCount, type CheckoutRun } from './checkout-load';
import type { CpuShares } from './cpu-shares';
import { isExact, type SpendAccounting } from './ledger-accounting';
import type { AuditViolation } from './money-dist';
import type { SpendResults } from './spend-phase';
import type { OverdrawRace, ReplayRace } from './spend-races';

export const TARGET = { acrossShare: 0.4, checkoutP99Ms: 150, checkoutRate: 50 };

export interface MoneyMeasured {
  settings: { concurrency: number; accounts: number; rounds: number; roundSeconds: number; checkoutSeconds: number };
  spends: SpendResults;
  overdraw: OverdrawRace;
  replay: ReplayRace;
  spendBooks: SpendAccounting;
  checkout: CheckoutRun;
  checkoutCpu: CpuShares;
  checkoutWaits: WaitProfile;
  checkoutBooks: CheckoutAccounting;
  finalAudit: AuditViolation[];
}

const perSpendMicros = (cores: number, perSecond: number) => (cores / perSecond) * 1e6;

function doubleSpendVerdict(m: MoneyMeasured): { pass: boolean; count: number; detail: string } {
  const books = m.spendBooks;
  const overdrawExact =
    m.overdraw.ok === m.overdraw.funds &&
    m.overdraw.refused === m.overdraw.attempts - m.overdraw.funds &&
    m.overdraw.failed === 0;
  const replayExact = m.replay.created === 1 && m.replay.transactionIds === 1 && m.replay.failed === 0;
  // Anything booked beyond what was answered, or taken beyond the funds, is a double spend.
  const count =
    Math.max(0, books.bookedTransactions - books.answeredTransactions) +
    books.unanswered +
    books.mismatchedKeys +
    books.balanceMismatches +
    books.negativeBalances +
    Math.max(0, m.overdraw.ok - m.overdraw.funds) +
    Math.max(0, m.replay.transactionIds - 1) +
    Math.max(0, m.checkoutBooks.ledgerPurchases - m.checkoutBooks.answeredCompleted) +
    m.checkoutBooks.buyerBalanceMismatches;
  const audits = books.audit.length + m.finalAudit.length;
  const pass =
    count === 0 && isExact(books) && overdrawExact && replayExact && checkoutsExact(m.checkoutBooks) && audits === 0;
  const detail = [
    `${books.bookedTransactions} spends booked, ${books.answeredTransactions} answered with success (${books.unanswered} unanswered, ${books.mismatchedKeys} keys mismatched, ${books.balanceMismatches} balances off, ${books.negativeBalances} negative)`,
    `overdraw race: ${m.overdraw.ok} of ${m.overdraw.attempts} one-point spends on ${m.overdraw.funds} points succeeded, ${m.overdraw.refused} refused`,
    `one key x${m.replay.attempts}: ${m.replay.created} created, ${m.replay.replayed} replayed, ${m.replay.transactionIds} transaction`,
    `${m.checkoutBooks.ledgerPurchases} purchases for ${m.checkoutBooks.answeredCompleted} completed checkouts, orders ${JSON.stringify(m.checkoutBooks.ordersByStatus)}`,
    `audit: ${audits === 0 ? 'every invariant holds' : `${audits} violation(s)`}`,
  ].join('; ');
  return { pass, count, detail };
}

/** Whether slow checkouts were spread out or one stall: the seconds whose slowest answer missed the target. */
function slowSeconds(run: CheckoutRun): string {
  const slow = run.slowestPerSecond
    .map((ms, second) => ({ ms, second }))
    .filter((entry) => entry.ms >= TARGET.checkoutP99Ms);
  const worst = slow.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, second: -1 });
  return slow.length === 0
    ? `checkouts: no second of the run had an answer slower than ${TARGET.checkoutP99Ms} ms`
    : `checkouts: ${slow.length} of ${run.slowestPerSecond.length} seconds had an answer slower than ${TARGET.checkoutP99Ms} ms (seconds ${slow.map((entry) => entry.second).join(', ')}; worst ${round(worst.ms)} ms at second ${worst.second})`;
}

export function reportOf(m: MoneyMeasured): BenchResult {
  const { raw, ledger } = m.spends;
  const share = ledger.across.perSecond / raw.across.perSecond;
  const checkout = summarize(m.checkout.latencies);
  const checkoutRate = m.checkout.completed / m.checkout.seconds;
  const checkoutFailed = m.checkout.failed + refusedCount(m.checkout);
  const verdict = doubleSpendVerdict(m);
  const accounts = m.settings.accounts.toLocaleString('en');
  const figures: Figure[] = [
    {
      metric: `spends/s across ${accounts} accounts`,
      value: ledger.across.perSecond,
      baseline: raw.across.perSecond,
      unit: '/s',
    },
    {
      metric: `spend p50 across ${accounts} accounts`,
      value: ledger.across.latency.p50,
      baseline: raw.across.latency.p50,
      unit: 'ms',
    },
    {
      metric: `spend p99 across ${accounts} accounts`,
      value: ledger.across.latency.p99,
      baseline: raw.across.latency.p99,
      unit: 'ms',
    },
    { metric: 'spends/s on one hot account', value: ledger.hot.perSecond, baseline: raw.hot.perSecond, unit: '/s' },
    {
      metric: 'spend p50 on one hot account',
      value: ledger.hot.latency.p50,
      baseline: raw.hot.latency.p50,
      unit: 'ms',
    },
    {
      metric: 'spend p99 on one hot account',
      value: ledger.hot.latency.p99,
      baseline: raw.hot.latency.p99,
      unit: 'ms',
    },
    {
      metric: 'spends refused (402) or failed',
      value: ledger.across.refused + ledger.across.failed + ledger.hot.refused + ledger.hot.failed,
      baseline: raw.across.refused + raw.across.failed + raw.hot.refused + raw.hot.failed,
      unit: '',
    },
    {
      metric: 'PostgreSQL CPU per spend, across',
      value: perSpendMicros(ledger.across.cpu.postgres, ledger.across.perSecond),
      baseline: perSpendMicros(raw.across.cpu.postgres, raw.across.perSecond),
      unit: 'us',
    },
    {
      metric: 'load generator CPU per spend, across',
      value: perSpendMicros(ledger.across.cpu.bench, ledger.across.perSecond),
      baseline: perSpendMicros(raw.across.cpu.bench, raw.across.perSecond),
      unit: 'us',
    },
    {
      metric: 'ledger process CPU per spend, across',
      value: perSpendMicros(ledger.across.cpu.service, ledger.across.perSecond),
      baseline: Number.NaN,
      unit: 'us',
    },
    {
      metric: `checkout p50 via gateway at ${TARGET.checkoutRate}/s`,
      value: checkout.p50,
      baseline: Number.NaN,
      unit: 'ms',
    },
    {
      metric: `checkout p99 via gateway (vs target)`,
      value: checkout.p99,
      baseline: TARGET.checkoutP99Ms,
      unit: 'ms',
    },
    { metric: 'checkouts/s completed (vs offered)', value: checkoutRate, baseline: TARGET.checkoutRate, unit: '/s' },
    { metric: 'checkouts refused or failed', value: checkoutFailed, baseline: 0, unit: '' },
    { metric: 'double spends', value: verdict.count, baseline: 0, unit: '' },
  ];
  const targets: Target[] = [
    {
      description: `ledger spends/s across ${accounts} accounts >= ${TARGET.acrossShare * 100}% of raw SQL`,
      pass: share >= TARGET.acrossShare && ledger.across.failed === 0 && ledger.across.refused === 0,
      detail: `${Math.round(ledger.across.perSecond)} vs ${Math.round(raw.across.perSecond)} spends/s (${round(share * 100, 1)}%), ${ledger.across.failed} failed`,
    },
    {
      description: `checkout p99 < ${TARGET.checkoutP99Ms} ms at ${TARGET.checkoutRate} checkouts/s through the gateway`,
      pass: checkout.p99 < TARGET.checkoutP99Ms && checkoutFailed === 0 && checkoutRate >= TARGET.checkoutRate * 0.95,
      detail: `p99 ${round(checkout.p99)} ms, p50 ${round(checkout.p50)} ms over ${m.checkout.completed} checkouts in ${round(m.checkout.seconds, 1)} s, ${checkoutFailed} refused or failed`,
    },
    { description: 'zero double spends and a clean ledger audit', pass: verdict.pass, detail: verdict.detail },
  ];
  const cpu = (label: string, shares: CpuShares, service: string | undefined) =>
    `${label}: ${service ? `${service} ${round(shares.service)}, ` : ''}PostgreSQL ${round(shares.postgres)}, RabbitMQ ${round(shares.rabbitmq)}, load generator ${round(shares.bench)}, machine ${round(shares.machine)} cores`;
  return {
    name: 'money',
    title:
      `Money: signed POST /internal/spends on points-ledger (${m.settings.concurrency} concurrent, ${m.settings.rounds}x${m.settings.roundSeconds} s per case, alternating) ` +
      `next to the one-statement guarded debit in SQL at the same concurrency; POST /api/orders/checkout through the gateway at ${TARGET.checkoutRate}/s for ${m.settings.checkoutSeconds} s`,
    baselineName: 'raw SQL/target',
    figures,
    targets,
    notes: [
      `raw SQL: UPDATE balances SET balance = balance - $2 WHERE user_id = $1 AND balance >= $2 RETURNING balance, autocommit, pg pool of ${m.settings.concurrency}; the ledger spend is all or nothing on its own (claim the key, guarded update, two entries, outbox event) behind HTTP, an HMAC check and Nest; spends queued behind its two busy statement lanes share one statement and commit (ADR 0039)`,
      'spends are 1 to 9 points on accounts picked at random (across) or all on one account (hot); every call is awaited to its answer, so each one has a known outcome for the accounting',
      `on one hot account every debit waits for the previous commit: raw SQL's ${Math.round(raw.hot.perSecond)}/s is one commit every ${round(1000 / raw.hot.perSecond)} ms here; where commits (WAL flushes) take longer, both sides wait on them more and the across-accounts ratio rises`,
      cpu('CPU across, ledger', ledger.across.cpu, 'ledger'),
      cpu('CPU across, raw SQL', raw.across.cpu, undefined),
      cpu('CPU during checkouts', m.checkoutCpu, 'orders'),
      ...formatWaits(m.spends.waits.across).map((line) => `across, ${line}`),
      ...formatWaits(m.spends.waits.hot).map((line) => `hot, ${line}`),
      ...formatWaits(m.checkoutWaits).map((line) => `checkouts, ${line}`),
      slowSeconds(m.checkout),
      `checkouts: single documents, every one a new (buyer, document) pair, paced open loop; latency counts from each checkout's due time (latest send ${round(m.checkout.maxSendLagMs)} ms behind schedule)`,
      'PostgreSQL, RabbitMQ and machine CPU include any other work on this machine (other databases on the same server)',
    ],
    data: {
      settings: m.settings,
      spends: m.spends,
      acrossShare: share,
      overdraw: m.overdraw,
      replay: m.replay,
      spendBooks: m.spendBooks,
      checkout: {
        latency: checkout,
        offered: m.checkout.offered,
        completed: m.checkout.completed,
        refused: m.checkout.refused,
        failed: m.checkout.failed,
        seconds: m.checkout.seconds,
        maxSendLagMs: m.checkout.maxSendLagMs,
        cpu: m.checkoutCpu,
      },
      checkoutBooks: m.checkoutBooks,
      finalAudit: m.finalAudit,
    },
  };
}
