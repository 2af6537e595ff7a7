import {
  REPORT_DETAILS_MAX,
  documentReportRequestSchema,
  type DocumentReportRequest,
  type ReportReason,
} from '@studyhub/contracts';

export interface ReportFormValues {
  reason: ReportReason | '';
  details: string;
}

export type ReportFormCheck =
  { ok: true; request: DocumentReportRequest } | { ok: false; errors: { reason?: string; details?: string } };

/** The dialog's fields checked with the API's own schema, with one message per field. */
export function checkReportForm(values: ReportFormValues): ReportFormCheck {
  if (!values.reason) return { ok: false, errors: { reason: 'Choose a reason.' } };
  const parsed = documentReportRequestSchema.safeParse({ reason: values.reason, details: values.details });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: { reason?: string; details?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'details') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export { REPORT_DETAILS_MAX };
