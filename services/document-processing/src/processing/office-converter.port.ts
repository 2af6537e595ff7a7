/** Turns a DOCX or PPTX into a PDF; the worker keeps one warm LibreOffice behind it. */
export interface OfficeConverter {
  /** Starts the converter ahead of the first document. */
  start?(): Promise<void>;
  convert(inputPath: string, outputPdfPath: string, options?: { timeoutMs?: number }): Promise<unknown>;
  close(): Promise<void>;
}

export const OFFICE_CONVERTER = Symbol('OFFICE_CONVERTER');
