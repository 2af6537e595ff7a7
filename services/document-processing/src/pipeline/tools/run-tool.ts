import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ToolHost, ToolStartError } from './tool-host';

export interface ToolRunOptions {
  timeoutMs: number;
  /** Stdout beyond this is an error (a tool gone wild must not exhaust the worker's memory). */
  maxStdoutBytes?: number;
  cwd?: string;
  /** Exit codes that still mean success (qpdf exits 3 when it read the file with warnings). */
  okExitCodes?: readonly number[];
}

export interface ToolRun {
  stdout: Buffer;
  stderr: string;
  wallMs: number;
  /** 0, or one of the run's okExitCodes. */
  exitCode: number;
}

/** What one run of an external tool cost; reported to observers (metrics, the benchmark). */
export interface ToolUsage {
  command: string;
  wallMs: number;
  /** User plus system CPU of the tool; only when measuring is on. */
  cpuMs?: number;
  /** Peak resident memory of the tool in KiB; only when measuring is on. */
  peakRssKib?: number;
}

export class ToolTimeoutError extends Error {
  constructor(command: string, timeoutMs: number) {
    super(`${path.basename(command)} did not finish within ${timeoutMs} ms`);
    this.name = 'ToolTimeoutError';
  }
}

export class ToolFailedError extends Error {
  constructor(
    command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${path.basename(command)} failed (exit ${exitCode ?? 'signal'}): ${stderr.slice(-500).trim()}`);
    this.name = 'ToolFailedError';
  }
}

/** The worker lacks a program it needs: a broken deployment, never the upload's fault. */
export class ToolMissingError extends Error {
  constructor(command: string) {
    super(`${command} is not installed on this worker`);
    this.name = 'ToolMissingError';
  }
}

const DEFAULT_MAX_STDOUT = 512 * 1024 * 1024;
const GNU_TIME = '/usr/bin/time';

type ToolObserver = (usage: ToolUsage) => void;
const observers = new Set<ToolObserver>();
let measuring = false;

/** Every finished tool run is reported to `observer`; returns the function that stops it. */
export function observeTools(observer: ToolObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * Measures CPU time and peak memory of every tool through GNU time (one extra exec per run): for the
 * benchmark, which must show them per step next to the raw tools measured the same way.
 */
export function measureToolUsage(enabled: boolean): void {
  measuring = enabled;
}

/** Runs a program with arguments (never a shell), collecting binary stdout, within a time limit. */
export async function runTool(command: string, args: readonly string[], options: ToolRunOptions): Promise<ToolRun> {
  const usageDir = measuring ? await mkdtemp(path.join(os.tmpdir(), 'studyhub-tool-')) : undefined;
  const usageFile = usageDir ? path.join(usageDir, 'usage') : undefined;
  try {
    const run = await spawnTool(
      usageFile ? GNU_TIME : command,
      usageFile ? ['-f', '%U %S %M', '-o', usageFile, command, ...args] : [...args],
      command,
      options,
    );
    const usage: ToolUsage = { command: path.basename(command), wallMs: run.wallMs };
    if (usageFile) Object.assign(usage, parseGnuTime(await readFile(usageFile, 'utf8')));
    for (const observer of observers) observer(usage);
    return run;
  } finally {
    if (usageDir) await rm(usageDir, { recursive: true, force: true });
  }
}

function parseGnuTime(text: string): Pick<ToolUsage, 'cpuMs' | 'peakRssKib'> {
  const last = text.trim().split('\n').pop() ?? '';
  const [user, system, rss] = last.split(' ').map(Number);
  if (![user, system, rss].every((value) => Number.isFinite(value))) return {};
  return { cpuMs: Math.round((user! + system!) * 1000), peakRssKib: rss! };
}

const host = new ToolHost();

/** Runs the program through the tool host (see ToolHost for why not with spawn() from here). */
async function spawnTool(
  executable: string,
  args: string[],
  command: string,
  options: ToolRunOptions,
): Promise<ToolRun> {
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  let reply;
  try {
    reply = await host.run({
      executable,
      args,
      cwd: options.cwd,
      // No proxies or display: the tools work offline on local files only.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: os.tmpdir() },
      timeoutMs: options.timeoutMs,
      maxStdoutBytes: maxStdout,
    });
  } catch (error) {
    if (error instanceof ToolStartError && error.code === 'ENOENT') throw new ToolMissingError(executable);
    // A host gone away (ToolHostGoneError) is the worker's trouble, not the file's: thrown as it is.
    throw error;
  }
  const { code, stdout, stderr, wallMs } = reply;
  if (reply.failure === 'timeout') throw new ToolTimeoutError(command, options.timeoutMs);
  if (reply.failure === 'too-much-output')
    throw new ToolFailedError(command, null, `more than ${maxStdout} bytes of output`);
  // GNU time reports a missing program as exit 127.
  if (code === 127 && executable === GNU_TIME) throw new ToolMissingError(command);
  if (code !== 0 && !(code !== null && options.okExitCodes?.includes(code))) {
    throw new ToolFailedError(command, code, stderr);
  }
  return { stdout, stderr, wallMs, exitCode: code ?? 0 };
}
