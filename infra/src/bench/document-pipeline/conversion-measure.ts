import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConversionModule, ToolsModule, ToolUsage } from './document-dist';
import type { Sample } from './sample-set';
import type { Cost } from './step-measure';

export interface ConversionSamples {
  /** The converter's call as the pipeline makes it. */
  ours: Cost[];
  /**
   * The raw warm conversion from the command line: a one-shot UNO client per document (what
   * unoconv and unoserver's unoconvert do) against the very same running LibreOffice.
   */
  raw: Cost[];
  /** LibreOffice's own load-and-export time inside our bridge: the floor of any warm conversion. */
  officeMs: number[];
  starts: number;
  conversions: number;
}

const CLOCK_TICKS_PER_SECOND = 100;
const PYTHON = '/usr/bin/python3';

/** Connects to the running LibreOffice, converts one document with the same filters, and exits. */
const ONE_SHOT_CLIENT = String.raw`
import sys, uno
from com.sun.star.beans import PropertyValue
def prop(name, value):
    p = PropertyValue(); p.Name = name; p.Value = value; return p
pipe, source, target, import_filter, export_filter = sys.argv[1:6]
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
load = (prop("Hidden", True), prop("ReadOnly", True), prop("MacroExecutionMode", 0), prop("UpdateDocMode", 0),
        prop("FilterName", import_filter))
document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(source), "_blank", 0, load)
document.storeToURL(uno.systemPathToFileUrl(target), (prop("FilterName", export_filter),))
document.close(True)
`;

const FILTERS: Record<'docx' | 'pptx', [string, string]> = {
  docx: ['MS Word 2007 XML', 'writer_pdf_Export'],
  pptx: ['Impress MS PowerPoint 2007 XML', 'impress_pdf_Export'],
};

async function processCpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function peakRssKib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Office files through one warm LibreOffice: our bridge next to a one-shot client per document. */
export async function measureConversion(
  conversion: ConversionModule,
  tools: ToolsModule,
  samples: readonly Sample[],
  repetitions: number,
): Promise<ConversionSamples> {
  const converter = new conversion.WarmOfficeConverter({ recycleAfter: 1000 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-bench-office-'));
  const client = path.join(dir, 'one-shot-client.py');
  await writeFile(client, ONE_SHOT_CLIENT);
  const ours: Cost[] = [];
  const raw: Cost[] = [];
  const officeMs: number[] = [];
  tools.measureToolUsage(true);
  try {
    await converter.start();
    const [sofficePid] = converter.runningPids();
    const pipe = converter.officePipe()!;
    for (const sample of samples.filter((candidate) => candidate.kind === 'docx' || candidate.kind === 'pptx')) {
      const [importFilter, exportFilter] = FILTERS[sample.kind as 'docx' | 'pptx'];
      for (let round = 0; round < repetitions; round += 1) {
        const measureOurs = async () => {
          const cpuBefore = await processCpuMs(sofficePid!);
          const result = await converter.convert(sample.file, path.join(dir, `${sample.name}-${round}.pdf`));
          const cpuMs = (await processCpuMs(sofficePid!)) - cpuBefore;
          ours.push({ wallMs: result.ms, cpuMs, peakRssKib: await peakRssKib(sofficePid!) });
          officeMs.push(result.officeMs);
        };
        const measureRaw = async () => {
          const target = path.join(dir, `${sample.name}-${round}-raw.pdf`);
          const cpuBefore = await processCpuMs(sofficePid!);
          const usages: ToolUsage[] = [];
          const stop = tools.observeTools((usage) => usages.push(usage));
          const started = performance.now();
          try {
            await tools.runTool(PYTHON, [client, pipe, sample.file, target, importFilter, exportFilter], {
              timeoutMs: 120_000,
            });
          } finally {
            stop();
          }
          const wallMs = performance.now() - started;
          // LibreOffice's share plus the client's own (GNU time): Python and its UNO bridge start.
          const cpuMs = (await processCpuMs(sofficePid!)) - cpuBefore + (usages[0]?.cpuMs ?? 0);
          if (!(await stat(target)).size) throw new Error('the one-shot client wrote no PDF');
          raw.push({ wallMs, cpuMs, peakRssKib: await peakRssKib(sofficePid!) });
        };
        // Alternate who goes first, as for the steps.
        if (round % 2 === 0) {
          await measureOurs();
          await measureRaw();
        } else {
          await measureRaw();
          await measureOurs();
        }
      }
    }
    return { ours, raw, officeMs, ...converter.stats() };
  } finally {
    tools.measureToolUsage(false);
    await converter.close();
    await rm(dir, { recursive: true, force: true });
  }
}
