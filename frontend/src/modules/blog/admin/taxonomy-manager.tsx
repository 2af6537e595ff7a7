'use client';

import { useId, useState, type FormEvent } from 'react';
import { ConfirmDeleteDialog } from '@/modules/admin/points-pricing/confirm-delete-dialog';
import { taxonomyDeleteQuestion, type TaxonomyDeleteEffect } from './delete-questions';
import { useAdminWrite } from './use-admin-write';

export interface TaxonomyItem {
  id: string;
  name: string;
  slug: string;
  detail?: string;
  postCount?: number;
}

interface DetailField {
  name: 'description' | 'bio';
  label: string;
}

/**
 * A list of categories, tags or authors: add, rename (the slug, and so every link, stays) and
 * delete. `detailField` names the second text field (description or bio) when the kind has one.
 */
export function TaxonomyManager({
  kind,
  singular,
  path,
  items,
  detailField,
  deleteEffect,
}: {
  kind: string;
  singular: string;
  path: string;
  items: TaxonomyItem[];
  detailField?: DetailField;
  /** What deleting one does to its posts, said in the confirmation. */
  deleteEffect: TaxonomyDeleteEffect;
}) {
  const id = useId();
  const { busy, write } = useAdminWrite();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyItem | null>(null);
  const noun = singular.toLowerCase();
  const question = deleting ? taxonomyDeleteQuestion(noun, deleting, deleteEffect) : null;

  const remove = async (): Promise<string | null> => {
    if (!deleting) return null;
    const refusal = await write(`${path}/${deleting.id}`, { method: 'DELETE' }, `${singular} deleted`);
    if (refusal === null) setDeleting(null);
    return refusal;
  };

  const bodyOf = (name: string, detail: string) => ({ name, ...(detailField ? { [detailField.name]: detail } : {}) });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
        {kind}
      </h2>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id} className="py-3">
              <ItemForm
                legend={`Edit ${noun} ${item.name}`}
                initialName={item.name}
                initialDetail={item.detail ?? ''}
                detailField={detailField}
                submitLabel="Save"
                busy={busy}
                onCancel={() => setEditing(null)}
                onSubmit={async (name, detail) => {
                  const refusal = await write(
                    `${path}/${item.id}`,
                    { method: 'PUT', body: bodyOf(name, detail) },
                    `${singular} saved`,
                  );
                  setError(refusal);
                  if (!refusal) setEditing(null);
                  return refusal === null;
                }}
              />
            </li>
          ) : (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {item.name}
                  {item.postCount !== undefined ? (
                    <span className="ml-2 text-sm text-muted">({item.postCount})</span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-muted">{item.detail || item.slug}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3 py-1.5"
                  disabled={busy}
                  aria-label={`Edit ${noun} ${item.name}`}
                  onClick={() => setEditing(item.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3 py-1.5 text-danger"
                  disabled={busy}
                  aria-label={`Delete ${noun} ${item.name}`}
                  onClick={() => {
                    setError(null);
                    setDeleting(item);
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={question?.title ?? ''}
        confirmLabel={`Delete ${noun}`}
        isBusy={busy}
        onConfirm={remove}
      >
        <p>{question?.body}</p>
      </ConfirmDeleteDialog>
      <div className="mt-4 border-t border-line pt-4">
        <ItemForm
          legend={`New ${noun}`}
          initialName=""
          initialDetail=""
          detailField={detailField}
          submitLabel={`Add ${noun}`}
          busy={busy}
          resetOnSuccess
          onSubmit={async (name, detail) => {
            const refusal = await write(path, { method: 'POST', body: bodyOf(name, detail) }, `${singular} added`);
            setError(refusal);
            return refusal === null;
          }}
        />
      </div>
    </section>
  );
}

function ItemForm({
  legend,
  initialName,
  initialDetail,
  detailField,
  submitLabel,
  busy,
  resetOnSuccess,
  onSubmit,
  onCancel,
}: {
  legend: string;
  initialName: string;
  initialDetail: string;
  detailField: DetailField | undefined;
  submitLabel: string;
  busy: boolean;
  resetOnSuccess?: boolean;
  /** Answers whether it was saved. */
  onSubmit: (name: string, detail: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [detail, setDetail] = useState(initialDetail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSubmit(name, detail);
    if (saved && resetOnSuccess) {
      setName('');
      setDetail('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={legend} className="space-y-3">
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {onCancel ? 'Name' : legend}
        </label>
        <input
          id={`${id}-name`}
          className="field-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
      </div>
      {detailField ? (
        <div>
          <label htmlFor={`${id}-detail`} className="field-label">
            {detailField.label}
          </label>
          <textarea
            id={`${id}-detail`}
            className="field-input min-h-16"
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-secondary" disabled={busy || name.trim() === ''}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
