import clsx from 'clsx';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import type { UploadFileType, UploadStage } from '@studyhub/contracts';
import { processingSteps } from '../upload-rules';

/** The pipeline's stages as a checklist: what is done, what runs now, what comes next. */
export function ProcessingStages({ stage, fileType }: { stage: UploadStage; fileType: UploadFileType }) {
  const steps = processingSteps(stage, fileType);
  return (
    <ol className="mt-4 space-y-2" aria-label="Processing stages">
      {steps.map((step) => (
        <li
          key={step.stage}
          className={clsx('flex items-center gap-2 text-sm', step.state === 'pending' ? 'text-muted' : 'text-ink')}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {step.state === 'done' ? (
            <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          ) : step.state === 'current' ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
          ) : (
            <Circle aria-hidden="true" className="size-5" />
          )}
          <span>{step.label}</span>
          <span className="sr-only">{step.state === 'done' ? '(done)' : step.state === 'current' ? '(in progress)' : ''}</span>
        </li>
      ))}
    </ol>
  );
}
