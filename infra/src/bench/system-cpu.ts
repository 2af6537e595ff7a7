import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';

/** CPU time of the whole machine and per process name, from /proc (Linux); empty elsewhere. */
export interface CpuSnapshot {
  at: number;
  busyTicks: number;
  allTicks: number;
  /** pid -> [process name, CPU ticks so far] */
  processes: Map<string, [string, number]>;
}

/** Cores used per process name and by the machine as a whole between two snapshots. */
export interface CpuUse {
  machineBusyCores: number;
  byName: Record<string, number>;
}

const TICKS_PER_SECOND = 100;

async function machineTicks(): Promise<{ busy: number; all: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const all = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: all - idle, all };
}

async function processTicks(pid: string): Promise<[string, number] | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const close = stat.lastIndexOf(')');
  const name = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return [name, Number(fields[11]) + Number(fields[12])];
}

export async function cpuSnapshot(): Promise<CpuSnapshot | undefined> {
  if (process.platform !== 'linux') return undefined;
  const machine = await machineTicks();
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const entries = await Promise.all(pids.map(async (pid) => [pid, await processTicks(pid)] as const));
  const processes = new Map<string, [string, number]>();
  for (const [pid, entry] of entries) if (entry) processes.set(pid, entry);
  return { at: Date.now(), busyTicks: machine.busy, allTicks: machine.all, processes };
}

/**
 * Cores used between two snapshots, per process name. A process that ended in between is missed;
 * one that started counts fully. Fine for long-running servers and connection pools.
 */
export function cpuUse(before: CpuSnapshot, after: CpuSnapshot, names: readonly string[]): CpuUse {
  const seconds = (after.at - before.at) / 1000;
  const ticksOf = new Map<string, number>();
  for (const [pid, [name, ticks]] of after.processes) {
    const earlier = before.processes.get(pid);
    const used = earlier && earlier[0] === name ? ticks - earlier[1] : ticks;
    ticksOf.set(name, (ticksOf.get(name) ?? 0) + used);
  }
  const byName: Record<string, number> = {};
  for (const name of names) byName[name] = (ticksOf.get(name) ?? 0) / TICKS_PER_SECOND / seconds;
  const share = (after.busyTicks - before.busyTicks) / Math.max(1, after.allTicks - before.allTicks);
  return { machineBusyCores: share * os.cpus().length, byName };
}
