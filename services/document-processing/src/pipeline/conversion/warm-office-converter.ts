import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConversionFailedError, ConversionTimeoutError, ConverterUnavailableError } from './conversion-errors';
import { OfficeInstance } from './office-instance';

export interface WarmOfficeConverterOptions {
  /** Conversions before LibreOffice is restarted between jobs (it grows and leaks over time). */
  recycleAfter?: number;
  timeoutMs?: number;
  startTimeoutMs?: number;
  sofficePath?: string;
  pythonPath?: string;
}

export interface ConversionResult {
  /** The whole call, queue wait excluded, as the pipeline sees it. */
  ms: number;
  /** LibreOffice's own load and export time, measured inside the bridge. */
  officeMs: number;
}

export interface ConverterStats {
  starts: number;
  conversions: number;
  recycles: number;
}

const FILTERS: Record<'docx' | 'pptx', { importFilter: string; exportFilter: string }> = {
  docx: { importFilter: 'MS Word 2007 XML', exportFilter: 'writer_pdf_Export' },
  pptx: { importFilter: 'Impress MS PowerPoint 2007 XML', exportFilter: 'impress_pdf_Export' },
};

/**
 * LibreOffice's program itself, not the `soffice` launcher: the launcher forks soffice.bin and
 * killing it would leave the real process running (and holding the profile, so the next start
 * hands its work to the orphan and exits).
 */
function findSoffice(): string {
  for (const candidate of ['/usr/lib/libreoffice/program/soffice.bin', '/usr/bin/soffice']) {
    if (existsSync(candidate)) return candidate;
  }
  return 'soffice';
}

/**
 * DOCX and PPTX to PDF through one LibreOffice kept running: started on the first conversion,
 * reused for the next (no cold start per document), restarted every `recycleAfter` conversions and
 * after any time-out or crash. Conversions run one at a time. The PDF appears at `outputPdfPath`
 * only when complete.
 */
export class WarmOfficeConverter {
  private instance: OfficeInstance | undefined;
  private starting: Promise<OfficeInstance> | undefined;
  private workDir: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private sinceStart = 0;
  private closed = false;
  private readonly counters: ConverterStats = { starts: 0, conversions: 0, recycles: 0 };
  private readonly recycleAfter: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: WarmOfficeConverterOptions = {}) {
    this.recycleAfter = options.recycleAfter ?? 40;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  stats(): ConverterStats {
    return { ...this.counters };
  }

  /** Starts LibreOffice ahead of the first document. */
  async start(): Promise<void> {
    await this.ready();
  }

  convert(inputPath: string, outputPdfPath: string, options: { timeoutMs?: number } = {}): Promise<ConversionResult> {
    const run = this.queue.then(() => this.convertNow(inputPath, outputPdfPath, options.timeoutMs ?? this.timeoutMs));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    // A start still under way (the worker's prewarm) must not leave LibreOffice running behind us.
    const started = await this.starting?.catch(() => undefined);
    await started?.stop();
    await this.instance?.stop();
    this.instance = undefined;
    if (this.workDir) await rm(this.workDir, { recursive: true, force: true });
  }

  /**
   * The pipe of the running LibreOffice, for a tool that must reach the very same instance (the
   * benchmark's one-shot client); undefined while none runs.
   */
  officePipe(): string | undefined {
    return this.instance?.alive ? this.instance.pipeName : undefined;
  }

  /** The pids of the running LibreOffice and its bridge (tests check they are gone after close). */
  runningPids(): number[] {
    return this.instance?.alive ? this.instance.pids : [];
  }

  private async convertNow(inputPath: string, outputPdfPath: string, timeoutMs: number): Promise<ConversionResult> {
    if (this.closed) throw new ConverterUnavailableError('the converter is closed');
    const kind = path.extname(inputPath).slice(1).toLowerCase();
    if (kind !== 'docx' && kind !== 'pptx') throw new ConversionFailedError(`no filter for .${kind}`);
    const started = performance.now();
    const instance = await this.ready();
    const temporary = `${outputPdfPath}.partial.pdf`;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const answer = await Promise.race([
        instance.convert({ input: path.resolve(inputPath), output: path.resolve(temporary), ...FILTERS[kind] }),
        timedOut,
      ]);
      if (answer === 'timeout') {
        this.discard(instance);
        throw new ConversionTimeoutError(timeoutMs);
      }
      if (!instance.alive) {
        this.discard(instance);
        throw new ConverterUnavailableError(answer.error ?? 'LibreOffice exited during the conversion');
      }
      const written = await stat(temporary).catch(() => undefined);
      if (!answer.ok || !written || written.size === 0)
        throw new ConversionFailedError(answer.error ?? 'no PDF written');
      await rename(temporary, outputPdfPath);
      this.counters.conversions += 1;
      this.sinceStart += 1;
      if (this.sinceStart >= this.recycleAfter) await this.recycle(instance);
      return { ms: performance.now() - started, officeMs: answer.officeMs ?? Number.NaN };
    } finally {
      clearTimeout(timer);
      await rm(temporary, { force: true });
    }
  }

  private async ready(): Promise<OfficeInstance> {
    if (this.instance?.alive) return this.instance;
    this.instance = undefined;
    this.starting ??= (async () => {
      this.workDir ??= await mkdtemp(path.join(os.tmpdir(), 'studyhub-office-'));
      const instance = await OfficeInstance.start({
        sofficePath: this.options.sofficePath ?? findSoffice(),
        pythonPath: this.options.pythonPath ?? '/usr/bin/python3',
        workDir: this.workDir,
        startTimeoutMs: this.options.startTimeoutMs ?? 60_000,
      });
      this.counters.starts += 1;
      this.sinceStart = 0;
      return instance;
    })();
    try {
      const started = await this.starting;
      if (this.closed) {
        await started.stop();
        throw new ConverterUnavailableError('the converter is closed');
      }
      this.instance = started;
      return started;
    } finally {
      this.starting = undefined;
    }
  }

  private discard(instance: OfficeInstance): void {
    instance.kill();
    if (this.instance === instance) this.instance = undefined;
  }

  private async recycle(instance: OfficeInstance): Promise<void> {
    this.counters.recycles += 1;
    if (this.instance === instance) this.instance = undefined;
    await instance.stop();
    // The next document must not wait for LibreOffice to start.
    if (!this.closed) this.ready().catch(() => undefined);
  }
}
