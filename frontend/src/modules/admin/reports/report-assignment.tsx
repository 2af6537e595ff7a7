'use client';

import type { AccountUser, AdminReport } from '@studyhub/contracts';
import { useId, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { useReportWrite } from './use-report-write';

/** Who works on the report: take it, hand it to another admin, or put it back in the open queue. */
export function ReportAssignment({
  report,
  admins,
  assigneeName,
}: {
  report: Pick<AdminReport, 'id' | 'status' | 'assignee_id'>;
  admins: readonly AccountUser[];
  assigneeName: string;
}) {
  const selectId = useId();
  const { send, isBusy, error } = useReportWrite(report.id);
  const [other, setOther] = useState('');
  const isClosed = report.status === 'resolved' || report.status === 'dismissed';
  const assign = (assignee: string | null, success: string) =>
    void send({ method: 'PUT', path: 'assignee', body: { assignee } }, success);

  return (
    <section aria-labelledby={`${selectId}-heading`} className="rounded-2xl border border-line p-5">
      <h2 id={`${selectId}-heading`} className="text-lg font-semibold text-ink">
        Assignment
      </h2>
      <p className="mt-1 text-sm text-ink" data-testid="report-assignee">
        Assigned to: <span className="font-medium">{assigneeName}</span>
      </p>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      {isClosed ? (
        <p className="mt-2 text-sm text-muted">This report is closed.</p>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={isBusy}
              onClick={() => assign('me', 'Assigned to you')}
            >
              Assign to me
            </button>
            {report.assignee_id ? (
              <button
                type="button"
                className="btn-secondary"
                disabled={isBusy}
                onClick={() => assign(null, 'Back in the open queue')}
              >
                Release
              </button>
            ) : null}
          </div>
          {admins.length > 1 ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (other) assign(other, 'Assigned');
              }}
            >
              <div className="min-w-48 flex-1">
                <label htmlFor={selectId} className="field-label">
                  Another admin
                </label>
                <select
                  id={selectId}
                  className="field-input"
                  value={other}
                  onChange={(event) => setOther(event.target.value)}
                >
                  <option value="">Choose an admin</option>
                  {admins
                    .filter((admin) => admin.id !== report.assignee_id)
                    .map((admin) => (
                      <option key={admin.id} value={admin.id}>
                        {admin.full_name || admin.email}
                      </option>
                    ))}
                </select>
              </div>
              <button type="submit" className="btn-secondary" disabled={isBusy || !other}>
                Assign
              </button>
            </form>
          ) : null}
        </div>
      )}
    </section>
  );
}
