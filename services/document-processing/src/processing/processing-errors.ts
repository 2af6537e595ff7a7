/** The file itself is the problem (refused, unreadable, not convertible): retrying cannot help. */
export class PermanentProcessingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PermanentProcessingError';
  }
}

/** The job ran past its time limit. */
export class ProcessingTimeoutError extends Error {
  constructor(limitMs: number) {
    super(`Processing took longer than ${Math.round(limitMs / 1000)} seconds.`);
    this.name = 'ProcessingTimeoutError';
  }
}

/** What the seller reads when the last attempt failed for a reason that is not the file's fault. */
export const TRANSIENT_FAILURE_REASON =
  'We could not finish processing this file. Please try uploading it again in a few minutes.';

export function sellerReasonOf(error: unknown): string {
  if (error instanceof PermanentProcessingError) return error.reason;
  if (error instanceof ProcessingTimeoutError) {
    return 'Processing this file took too long. Please try a smaller file or export it to PDF first.';
  }
  return TRANSIENT_FAILURE_REASON;
}
