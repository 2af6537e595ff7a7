'use client';

import { REPORT_REASON_LABELS, REPORT_REASONS, type DocumentReportReceipt } from '@studyhub/contracts';
import { Flag } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { REPORT_DETAILS_MAX, checkReportForm, type ReportFormValues } from '../report-form';

const EMPTY: ReportFormValues = { reason: '', details: '' };

/**
 * "Report" on a document page: a dialog with the four reasons and room for details, sent to the
 * reports queue. Visitors who are not signed in go to the login page and come back here.
 */
export function ReportDocumentButton({
  documentId,
  slug,
  signedIn,
}: {
  documentId: string;
  slug: string;
  signedIn: boolean;
}) {
  const ids = useId();
  const router = useRouter();
  const { showToast } = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<ReportFormValues>(EMPTY);
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const open = () => {
    if (!signedIn) {
      router.push(`/login?returnUrl=${encodeURIComponent(`/documents/${slug}`)}`);
      return;
    }
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    setIsOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const checked = checkReportForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setIsBusy(true);
    const result = await apiRequest<DocumentReportReceipt>(`/documents/${documentId}/reports`, {
      method: 'POST',
      body: checked.request,
    });
    setIsBusy(false);
    if (result.ok) {
      setIsOpen(false);
      showToast({
        title: 'Thank you for your report',
        description: 'Our team will review this document.',
        variant: 'success',
      });
      return;
    }
    setFailure(failureMessage(result, 'Your report could not be sent. Please try again.'));
  };

  const reasonErrorId = `${ids}-reason-error`;
  const detailsHintId = `${ids}-details-hint`;
  const detailsErrorId = `${ids}-details-error`;
  return (
    <>
      <button type="button" className="btn-ghost text-sm" onClick={open} data-testid="report-document">
        <Flag aria-hidden="true" className="h-4 w-4" />
        Report
      </button>
      <ModalDialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Report this document" testId="report-dialog">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Report this document"
          className="space-y-4"
        >
          {failure ? (
            <FormAlert ref={alertRef} title="Your report was not sent">
              {failure}
            </FormAlert>
          ) : null}
          <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="field-label">What is wrong with it?</legend>
            <div className="mt-2 space-y-2">
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${ids}-reason`}
                    value={reason}
                    checked={values.reason === reason}
                    onChange={() => setValues((current) => ({ ...current, reason }))}
                  />
                  {REPORT_REASON_LABELS[reason]}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id={reasonErrorId} className="field-error">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${ids}-details`} className="field-label">
              Details{' '}
              <span className="font-normal text-muted">{values.reason === 'other' ? '(required)' : '(optional)'}</span>
            </label>
            <textarea
              id={`${ids}-details`}
              className="field-input"
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              value={values.details}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errors.details ? `${detailsErrorId} ${detailsHintId}` : detailsHintId}
              onChange={(event) => setValues((current) => ({ ...current, details: event.target.value }))}
            />
            {errors.details ? (
              <p id={detailsErrorId} className="field-error">
                {errors.details}
              </p>
            ) : null}
            <p id={detailsHintId} className="mt-1 text-sm text-muted">
              Where in the document, and what you noticed. If you own the copyright, the notice-and-takedown form also
              lets you send your details.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={isBusy}>
              {isBusy ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
