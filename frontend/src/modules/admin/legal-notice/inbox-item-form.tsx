'use client';

import { INBOX_STATUS_LABELS, INBOX_STATUSES, type InboxItem, type InboxStatus } from '@studyhub/contracts';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { updateInboxItem } from './legal-notice-api';
import { usePagesWrite } from './use-pages-write';

/** The support team's handling of one message: its status and a note only admins see. */
export function InboxItemForm({ item }: { item: InboxItem }) {
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [note, setNote] = useState(item.internal_note);
  const [error, setError] = useState<string | null>(null);
  const { run, isBusy } = usePagesWrite();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await run(() => updateInboxItem(item.kind, item.id, { status, internal_note: note }), {
      title: 'Saved',
      description: item.subject,
    });
    if (!result.ok) setError(result.error.fields?.internal_note?.join(' ') ?? result.error.message);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Handling">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <fieldset disabled={isBusy} className="space-y-4">
        <legend className="sr-only">Handling</legend>
        <div>
          <label htmlFor="inbox-status" className="field-label">
            Status
          </label>
          <select
            id="inbox-status"
            name="status"
            className="field-input"
            value={status}
            onChange={(event) => setStatus(event.target.value as InboxStatus)}
          >
            {INBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {INBOX_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-note" className="field-label">
            Internal note
          </label>
          <textarea
            id="inbox-note"
            name="internal_note"
            rows={5}
            maxLength={5000}
            className="field-input"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="mt-1 text-xs text-muted">Only admins see this note.</p>
        </div>
        <button type="submit" className="btn-primary">
          {isBusy ? 'Saving…' : 'Save'}
        </button>
      </fieldset>
    </form>
  );
}
