'use client';

import { useId, useState, type FormEvent } from 'react';
import { useAdminWrite } from './use-admin-write';

export interface TaxonomyItem {
  id: string;
  name: string;
  slug: string;
  detail?: string;
  postCount?: number;
}

/**
 * A list of categories, tags or authors with an add form and delete buttons. `fields` names the
 * second text field (description or bio), when the kind has one.
 */
export function TaxonomyManager({
  kind,
  singular,
  path,
  items,
  detailField,
}: {
  kind: string;
  singular: string;
  path: string;
  items: TaxonomyItem[];
  detailField?: { name: 'description' | 'bio'; label: string };
}) {
  const id = useId();
  const { busy, write } = useAdminWrite();
  const [name, setName] = useState('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await write(
      path,
      { method: 'POST', body: { name, ...(detailField ? { [detailField.name]: detail } : {}) } },
      `${singular} added`,
    );
    setError(refusal);
    if (!refusal) {
      setName('');
      setDetail('');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
        {kind}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) => (
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
            <button
              type="button"
              className="btn-ghost min-h-9 shrink-0 px-3 py-1.5 text-danger"
              disabled={busy}
              aria-label={`Delete ${singular.toLowerCase()} ${item.name}`}
              onClick={() => {
                if (window.confirm(`Delete ${singular.toLowerCase()} “${item.name}”?`)) {
                  void write(`${path}/${item.id}`, { method: 'DELETE' }, `${singular} deleted`).then(setError);
                }
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void add(event)} className="mt-4 space-y-3 border-t border-line pt-4">
        <div>
          <label htmlFor={`${id}-name`} className="field-label">
            New {singular.toLowerCase()}
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
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-secondary" disabled={busy || name.trim() === ''}>
          Add {singular.toLowerCase()}
        </button>
      </form>
    </section>
  );
}
