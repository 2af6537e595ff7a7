import type { HostProcess } from '../host-process';
import { WaitSampler, type WaitProfile } from '../pg-waits';
import { closedLoop, mergeRuns, summarizeRun, type LoopRun, type Outcome, type RunSummary } from './closed-loop';
import { meanCpu, withCpu, type CpuShares } from './cpu-shares';

export type Side = 'raw' | 'ledger';
export type Scenario = 'across' | 'hot';

export interface SpendPhaseSettings {
  concurrency: number;
  rounds: number;
  roundSeconds: number;
  warmupSeconds: Record<Side, number>;
}

export interface SpendSide {
  debit(userId: string, amount: number): Promise<Outcome>;
  /** The process serving this side, whose CPU is measured (none for raw SQL). */
  host?: HostProcess;
  /** Its database's name, whose busy backends are sampled in the first round. */
  database: string;
}

export interface ScenarioResult extends RunSummary {
  cpu: CpuShares;
}

export interface SpendResults {
  raw: Record<Scenario, ScenarioResult>;
  ledger: Record<Scenario, ScenarioResult>;
  /** What the busy backends of each side's database waited on, per scenario (first round). */
  waits: Record<Scenario, WaitProfile>;
}

/** 1 to 9 points: varied amounts, so the balances check is not a mere count. */
const amount = () => 1 + Math.floor(Math.random() * 9);

/**
 * The guarded debit on both sides at the same concurrency: across `accounts` (each debit picks
 * one at random) and on the one `hot` account. Sides and scenarios take turns round by round, so
 * drift on a shared machine hits all alike.
 */
export async function measureSpends(
  sides: Record<Side, SpendSide>,
  accounts: readonly string[],
  hot: string,
  settings: SpendPhaseSettings,
): Promise<SpendResults> {
  const pick: Record<Scenario, () => string> = {
    across: () => accounts[Math.floor(Math.random() * accounts.length)]!,
    hot: () => hot,
  };
  const load = (side: Side, scenario: Scenario, seconds: number) =>
    closedLoop(settings.concurrency, seconds * 1000, () => sides[side].debit(pick[scenario](), amount()));

  for (const side of ['raw', 'ledger'] as const) {
    console.log(`   warming up ${side} ...`);
    await load(side, 'across', settings.warmupSeconds[side]);
    await load(side, 'hot', 1);
  }
  const measured: Record<Side, Record<Scenario, { run: LoopRun; cpu: CpuShares }[]>> = {
    raw: { across: [], hot: [] },
    ledger: { across: [], hot: [] },
  };
  const waits: Partial<Record<Scenario, WaitProfile>> = {};
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const scenario of ['across', 'hot'] as const) {
      // Sampling costs both sides alike; one round of it is enough to tell where time goes.
      const sampler =
        round === 1 ? new WaitSampler({ raw: sides.raw.database, ledger: sides.ledger.database }) : undefined;
      await sampler?.start();
      for (const side of ['raw', 'ledger'] as const) {
        console.log(`   round ${round}/${settings.rounds}: ${side} ${scenario} ...`);
        const { result, cpu } = await withCpu(() => load(side, scenario, settings.roundSeconds), sides[side].host);
        measured[side][scenario].push({ run: result, cpu });
      }
      if (sampler) waits[scenario] = await sampler.stop();
    }
  }
  const resultOf = (samples: { run: LoopRun; cpu: CpuShares }[]): ScenarioResult => ({
    ...summarizeRun(mergeRuns(samples.map((sample) => sample.run))),
    cpu: meanCpu(samples.map((sample) => ({ cpu: sample.cpu, seconds: sample.run.seconds }))),
  });
  return {
    raw: { across: resultOf(measured.raw.across), hot: resultOf(measured.raw.hot) },
    ledger: { across: resultOf(measured.ledger.across), hot: resultOf(measured.ledger.hot) },
    waits: { across: waits.across ?? {}, hot: waits.hot ?? {} },
  };
}
