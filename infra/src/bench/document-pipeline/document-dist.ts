import path from 'node:path';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built document-processing service (infra does not depend on the service package). */
export const DOCUMENT_DIST = path.join(REPO_ROOT, 'services', 'document-processing', 'dist');

export interface StepsModule {
  countPages(pdf: string, options: { timeoutMs: number }): Promise<number>;
  extractPageTexts(pdf: string, pages: number, options: { timeoutMs: number }): Promise<string[]>;
  previewPageCountFor(pages: number): number;
  buildPreview(
    pdf: string,
    pages: number,
    out: string,
    options: { timeoutMs: number; sourcePageCount?: number },
  ): Promise<void>;
  renderCover(pdf: string, options: { timeoutMs: number; width?: number }): Promise<{ webp: Buffer; jpeg: Buffer }>;
  parsePpm(data: Buffer): { width: number; height: number; channels: 3; pixels: Buffer };
  /** The path for files the in-process preview leaves to qpdf (form fields, damaged files). */
  previewWithQpdf(
    pdf: string,
    pages: number,
    out: string,
    options: { timeoutMs: number; sourcePageCount?: number },
  ): Promise<void>;
}

export interface ValidationModule {
  uploadLimits(maxMegabytes: number): unknown;
  validateUpload(
    source: { path: string },
    limits: unknown,
  ): Promise<{ ok: true; pageCount: number | null } | { ok: false; reason: string }>;
}

export interface ToolUsage {
  command: string;
  wallMs: number;
  cpuMs?: number;
  peakRssKib?: number;
}

export interface ToolsModule {
  runTool(
    command: string,
    args: string[],
    options: { timeoutMs: number; okExitCodes?: number[] },
  ): Promise<{ stdout: Buffer }>;
  observeTools(observer: (usage: ToolUsage) => void): () => void;
  measureToolUsage(enabled: boolean): void;
}

export interface ConversionModule {
  WarmOfficeConverter: new (options?: { recycleAfter?: number }) => {
    start(): Promise<void>;
    convert(input: string, output: string): Promise<{ ms: number; officeMs: number }>;
    stats(): { starts: number; conversions: number; recycles: number };
    officePipe(): string | undefined;
    runningPids(): number[];
    close(): Promise<void>;
  };
}

/* eslint-disable @typescript-eslint/no-require-imports */
export function loadSteps(): StepsModule {
  return require(path.join(DOCUMENT_DIST, 'pipeline', 'steps')) as StepsModule;
}
export function loadTools(): ToolsModule {
  return require(path.join(DOCUMENT_DIST, 'pipeline', 'tools')) as ToolsModule;
}
export function loadValidation(): ValidationModule {
  return require(path.join(DOCUMENT_DIST, 'pipeline', 'validation')) as ValidationModule;
}
export function loadConversion(): ConversionModule {
  return require(path.join(DOCUMENT_DIST, 'pipeline', 'conversion')) as ConversionModule;
}
/* eslint-enable @typescript-eslint/no-require-imports */
