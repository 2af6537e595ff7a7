import {
  UPLOAD_FILE_TYPES,
  UPLOAD_STAGES,
  UPLOAD_STAGE_LABELS,
  type UploadFileType,
  type UploadStage,
} from '@studyhub/contracts';

/** 10 points = 1 USD (spec); what the seller's price reads as in points. */
export function pointsForPrice(priceUsd: number): number {
  if (!Number.isFinite(priceUsd) || priceUsd <= 0) return 0;
  return Math.round(priceUsd * 10);
}

export function fileTypeOf(fileName: string): UploadFileType | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (UPLOAD_FILE_TYPES as readonly string[]).includes(extension) ? (extension as UploadFileType) : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/**
 * What can be said before sending: the server checks the content again (type by its bytes, not
 * its name), so this only saves a seller a useless upload.
 */
export function pickedFileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!fileTypeOf(file.name)) return 'Please choose a PDF, DOCX or PPTX file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return `The file is larger than the ${formatBytes(maxBytes)} limit.`;
  return null;
}

export type StepState = 'done' | 'current' | 'pending' | 'failed';

export interface ProcessingStep {
  stage: UploadStage;
  label: string;
  state: StepState;
}

/** The stages a seller watches; conversion only for office files. */
export function processingSteps(stage: UploadStage, fileType: UploadFileType): ProcessingStep[] {
  const visible = UPLOAD_STAGES.filter(
    (candidate) => candidate !== 'FAILED' && (candidate !== 'CONVERTING' || fileType !== 'pdf'),
  );
  const reached = stage === 'FAILED' ? -1 : visible.indexOf(stage);
  return visible.map((candidate, index) => ({
    stage: candidate,
    label: UPLOAD_STAGE_LABELS[candidate],
    state:
      stage === 'READY' || index < reached ? 'done' : index === reached ? 'current' : 'pending',
  }));
}

export function isFinished(stage: UploadStage): boolean {
  return stage === 'READY' || stage === 'FAILED';
}
