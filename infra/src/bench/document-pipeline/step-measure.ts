import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Sample } from './sample-set';
import type { StepsModule, ToolsModule, ToolUsage, ValidationModule } from './document-dist';

export const STEPS = ['check and page count', 'page text', 'preview', 'cover'] as const;
export type StepName = (typeof STEPS)[number];

export interface Cost {
  wallMs: number;
  /** Tool CPU (GNU time) plus this process's own (sharp, pdf-lib). */
  cpuMs: number;
  /** Largest resident set of the tools the step ran, KiB. */
  peakRssKib: number;
}

export interface StepSamples {
  ours: Cost[];
  raw: Cost[];
}

export interface OutputBytes {
  sample: string;
  ours: number;
  raw: number;
}

const TIMEOUT_MS = 120_000;
const QPDF = '/usr/bin/qpdf';
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';

async function measure(tools: ToolsModule, work: () => Promise<unknown>): Promise<Cost> {
  const usages: ToolUsage[] = [];
  const stop = tools.observeTools((usage) => usages.push(usage));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    await work();
  } finally {
    stop();
  }
  const wallMs = performance.now() - started;
  const own = process.cpuUsage(cpuBefore);
  const toolCpu = usages.reduce((sum, usage) => sum + (usage.cpuMs ?? 0), 0);
  return {
    wallMs,
    cpuMs: toolCpu + (own.user + own.system) / 1000,
    peakRssKib: Math.max(0, ...usages.map((usage) => usage.peakRssKib ?? 0)),
  };
}

/**
 * Each step of the pipeline next to the command-line tool it is built on, run alternately on the
 * same file in the same process and measured the same way (GNU time for the tools).
 */
export async function measureSteps(
  steps: StepsModule,
  validation: ValidationModule,
  tools: ToolsModule,
  samples: readonly Sample[],
  repetitions: number,
): Promise<{
  bySteps: Record<StepName, StepSamples>;
  previewBytes: OutputBytes[];
  coverBytes: OutputBytes[];
  previewThroughQpdf: Cost[];
}> {
  const bySteps = Object.fromEntries(STEPS.map((step) => [step, { ours: [], raw: [] }])) as unknown as Record<
    StepName,
    StepSamples
  >;
  const previewBytes: OutputBytes[] = [];
  const coverBytes: OutputBytes[] = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-bench-steps-'));
  const limits = validation.uploadLimits(200);
  const previewThroughQpdf: Cost[] = [];
  tools.measureToolUsage(true);
  try {
    for (const sample of samples.filter((candidate) => candidate.file.endsWith('.pdf'))) {
      const pages = await steps.countPages(sample.file, { timeoutMs: TIMEOUT_MS });
      const previewPages = steps.previewPageCountFor(pages);
      const coverSizes = { ours: 0, raw: 0 };
      const ourPreview = path.join(dir, 'ours.pdf');
      const rawPreview = path.join(dir, 'raw.pdf');
      const pairs: Record<StepName, [() => Promise<unknown>, () => Promise<unknown>]> = {
        // Ours answers both (and more: encryption, active content) in the check every upload gets.
        'check and page count': [
          async () => {
            const checked = await validation.validateUpload({ path: sample.file }, limits);
            if (!checked.ok || checked.pageCount !== pages) throw new Error(`check of ${sample.name} disagrees`);
          },
          async () => {
            await tools.runTool(QPDF, ['--check', sample.file], { timeoutMs: TIMEOUT_MS, okExitCodes: [3] });
            await tools.runTool(QPDF, ['--show-npages', sample.file], { timeoutMs: TIMEOUT_MS, okExitCodes: [3] });
          },
        ],
        'page text': [
          () => steps.extractPageTexts(sample.file, pages, { timeoutMs: TIMEOUT_MS }),
          () => tools.runTool(PDFTOTEXT, ['-q', '-enc', 'UTF-8', sample.file, '-'], { timeoutMs: TIMEOUT_MS }),
        ],
        preview: [
          () =>
            steps.buildPreview(sample.file, previewPages, ourPreview, {
              timeoutMs: TIMEOUT_MS,
              sourcePageCount: pages,
            }),
          () =>
            tools.runTool(QPDF, ['--empty', '--pages', sample.file, `1-${previewPages}`, '--', rawPreview], {
              timeoutMs: TIMEOUT_MS,
            }),
        ],
        cover: [
          async () => {
            const cover = await steps.renderCover(sample.file, { timeoutMs: TIMEOUT_MS, width: 600 });
            coverSizes.ours = cover.webp.length + cover.jpeg.length;
          },
          // sharp's default encoders: what the raw tools give without tuning.
          async () => {
            const { stdout } = await tools.runTool(
              PDFTOPPM,
              ['-f', '1', '-l', '1', '-singlefile', '-scale-to-x', '600', '-scale-to-y', '-1', sample.file],
              { timeoutMs: TIMEOUT_MS },
            );
            const image = steps.parsePpm(stdout);
            const raw = { raw: { width: image.width, height: image.height, channels: image.channels } };
            const [webp, jpeg] = await Promise.all([
              sharp(image.pixels, raw).webp().toBuffer(),
              sharp(image.pixels, raw).jpeg().toBuffer(),
            ]);
            coverSizes.raw = webp.length + jpeg.length;
          },
        ],
      };
      for (let round = 0; round < repetitions; round += 1) {
        for (const step of STEPS) {
          const [ours, raw] = pairs[step];
          // Alternate who goes first, so neither always meets a warm page cache.
          if (round % 2 === 0) {
            bySteps[step].ours.push(await measure(tools, ours));
            bySteps[step].raw.push(await measure(tools, raw));
          } else {
            bySteps[step].raw.push(await measure(tools, raw));
            bySteps[step].ours.push(await measure(tools, ours));
          }
        }
        // The path for files the in-process preview leaves to qpdf (form fields, damaged files).
        previewThroughQpdf.push(
          await measure(tools, () =>
            steps.previewWithQpdf(sample.file, previewPages, path.join(dir, 'ours-through-qpdf.pdf'), {
              timeoutMs: TIMEOUT_MS,
              sourcePageCount: pages,
            }),
          ),
        );
      }
      await tools.runTool(QPDF, ['--empty', '--pages', sample.file, `1-${previewPages}`, '--', rawPreview], {
        timeoutMs: TIMEOUT_MS,
        okExitCodes: [3],
      });
      previewBytes.push({
        sample: sample.name,
        ours: (await stat(ourPreview)).size,
        raw: (await stat(rawPreview)).size,
      });
      coverBytes.push({ sample: sample.name, ...coverSizes });
    }
  } finally {
    tools.measureToolUsage(false);
    await rm(dir, { recursive: true, force: true });
  }
  return { bySteps, previewBytes, coverBytes, previewThroughQpdf };
}
