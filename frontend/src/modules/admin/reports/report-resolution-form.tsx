'use client';

import { REPORT_REPLY_MAX, reportResolveSchema, type AdminReport } from '@studyhub/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { formatPointsLabel } from '@/modules/points/format-points';
import { resolutionEffects, type ResolutionChoice } from './report-resolution-summary';
import { useReportWrite } from './use-report-write';

type FieldErrors = Partial<Record<'reason' | 'reply' | 'refund_buyers', string>>;

/**
 * Closing a report: take the document down (optionally refunding every buyer) or dismiss it, with
 * a reason for the seller and an answer to the reporter. Nothing happens before a confirmation
 * that lists what it will affect.
 */
export function ReportResolutionForm({ report }: { report: AdminReport }) {
  const ids = useId();
  const { send, isBusy, error, clearError } = useReportWrite(report.id);
  const [choice, setChoice] = useState<ResolutionChoice>({
    action: 'take_down',
    refundBuyers: false,
    reason: '',
    reply: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const hasReporter = report.source !== 'plagiarism_flag';
  const isTakeDown = choice.action === 'take_down';
  const body = {
    action: choice.action,
    refund_buyers: isTakeDown && choice.refundBuyers,
    reason: isTakeDown ? choice.reason : '',
    reply: hasReporter ? choice.reply : '',
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportResolveSchema.safeParse(body);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    clearError();
    setIsConfirming(true);
  };

  const confirm = async () => {
    const done = await send(
      { method: 'POST', path: 'resolve', body },
      isTakeDown ? 'Document taken down' : 'Report dismissed',
    );
    if (done) setIsConfirming(false);
  };

  const update = (next: Partial<ResolutionChoice>) => setChoice((current) => ({ ...current, ...next }));
  const { buyers, refund_points: points } = report.impact;
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-2xl border border-line p-5">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-ink">
        Resolution
      </h2>
      <form noValidate onSubmit={review} aria-label="Resolve the report" className="mt-3 space-y-4">
        <fieldset>
          <legend className="field-label">Decision</legend>
          <div className="mt-2 space-y-2 text-sm text-ink">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${ids}-action`}
                checked={isTakeDown}
                onChange={() => update({ action: 'take_down' })}
              />
              Take the document down
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${ids}-action`}
                checked={!isTakeDown}
                onChange={() => update({ action: 'dismiss', refundBuyers: false })}
              />
              Dismiss the report (the document stays)
            </label>
          </div>
        </fieldset>
        {isTakeDown ? (
          <>
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-1"
                checked={choice.refundBuyers}
                onChange={(event) => update({ refundBuyers: event.target.checked })}
                aria-describedby={`${ids}-refund-hint`}
              />
              <span>
                Refund every buyer
                <span id={`${ids}-refund-hint`} className="block text-muted">
                  {buyers > 0
                    ? `${buyers} ${buyers === 1 ? 'buyer' : 'buyers'}, ${formatPointsLabel(points)} in all; only this document is refunded, other documents in their orders are kept.`
                    : 'Nobody has bought this document.'}
                </span>
              </span>
            </label>
            <div>
              <label htmlFor={`${ids}-reason`} className="field-label">
                Reason for the seller
              </label>
              <textarea
                id={`${ids}-reason`}
                className="field-input"
                rows={3}
                maxLength={1000}
                value={choice.reason}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
                onChange={(event) => update({ reason: event.target.value })}
              />
              {errors.reason ? (
                <p id={`${ids}-reason-error`} className="field-error">
                  {errors.reason}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        {hasReporter ? (
          <div>
            <label htmlFor={`${ids}-reply`} className="field-label">
              Answer to the reporter <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id={`${ids}-reply`}
              className="field-input"
              rows={4}
              maxLength={REPORT_REPLY_MAX}
              value={choice.reply}
              aria-invalid={errors.reply ? true : undefined}
              aria-describedby={errors.reply ? `${ids}-reply-error` : undefined}
              onChange={(event) => update({ reply: event.target.value })}
            />
            {errors.reply ? (
              <p id={`${ids}-reply-error`} className="field-error">
                {errors.reply}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className={isTakeDown ? 'btn-danger' : 'btn-primary'}>
          {isTakeDown ? 'Take down…' : 'Dismiss…'}
        </button>
      </form>
      <ModalDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={isTakeDown ? 'Take this document down?' : 'Dismiss this report?'}
        testId="report-resolve-dialog"
      >
        <div className="space-y-4">
          {error ? <FormAlert title="Nothing was changed">{error}</FormAlert> : null}
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {resolutionEffects(report, choice).map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={isTakeDown ? 'btn-danger' : 'btn-primary'}
              disabled={isBusy}
              onClick={() => void confirm()}
            >
              {isBusy ? 'Working…' : isTakeDown ? 'Take it down' : 'Dismiss report'}
            </button>
          </div>
        </div>
      </ModalDialog>
    </section>
  );
}
