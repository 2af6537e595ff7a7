/** LibreOffice could not turn this file into a PDF: the file's fault, not worth retrying. */
export class ConversionFailedError extends Error {
  constructor(readonly detail: string) {
    super('The file could not be converted to PDF.');
    this.name = 'ConversionFailedError';
  }
}

/** The conversion ran past its time limit; LibreOffice was restarted. */
export class ConversionTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The conversion did not finish within ${timeoutMs} ms.`);
    this.name = 'ConversionTimeoutError';
  }
}

/** LibreOffice or its bridge could not start or died: the worker's problem, retried later. */
export class ConverterUnavailableError extends Error {
  constructor(detail: string) {
    super(`LibreOffice is not available: ${detail}`);
    this.name = 'ConverterUnavailableError';
  }
}
