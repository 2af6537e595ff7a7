import type { HostProcess } from '../host-process';
import { cpuSnapshot, cpuUse } from '../system-cpu';

/** Cores each part used while a run lasted. */
export interface CpuShares {
  postgres: number;
  rabbitmq: number;
  /** This process: the load generator (and the raw side's pg client). */
  bench: number;
  /** The service host watched, if any. */
  service: number;
  /** The whole machine, other work included. */
  machine: number;
}

/** Runs `work` and measures where the CPU went meanwhile (from /proc on Linux; NaN elsewhere). */
export async function withCpu<T>(
  work: () => Promise<T>,
  service?: HostProcess,
): Promise<{ result: T; cpu: CpuShares }> {
  const before = await cpuSnapshot();
  service?.markCpu();
  const benchStart = process.cpuUsage();
  const wallStart = performance.now();
  const result = await work();
  const wallMs = performance.now() - wallStart;
  const bench = process.cpuUsage(benchStart);
  const serviceShare = service ? await service.cpuShare() : 0;
  const after = await cpuSnapshot();
  const use = before && after ? cpuUse(before, after, ['postgres', 'beam.smp']) : undefined;
  return {
    result,
    cpu: {
      postgres: use?.byName.postgres ?? Number.NaN,
      rabbitmq: use?.byName['beam.smp'] ?? Number.NaN,
      bench: (bench.user + bench.system) / 1000 / wallMs,
      service: serviceShare,
      machine: use?.machineBusyCores ?? Number.NaN,
    },
  };
}

/** Time-weighted mean of several measurements. */
export function meanCpu(samples: readonly { cpu: CpuShares; seconds: number }[]): CpuShares {
  const total = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const mean = (pick: (cpu: CpuShares) => number) =>
    samples.reduce((sum, sample) => sum + pick(sample.cpu) * sample.seconds, 0) / total;
  return {
    postgres: mean((cpu) => cpu.postgres),
    rabbitmq: mean((cpu) => cpu.rabbitmq),
    bench: mean((cpu) => cpu.bench),
    service: mean((cpu) => cpu.service),
    machine: mean((cpu) => cpu.machine),
  };
}
