'use client';

import type { EmailTemplatePreview } from '@studyhub/contracts';
import { useEffect, useId, useState } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';

type State =
  { status: 'loading' } | { status: 'ready'; templates: EmailTemplatePreview[] } | { status: 'error'; message: string };

/** Every template rendered with sample data: pick one, see its HTML (sandboxed) and its text part. */
export function TemplatePreviews() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<'html' | 'text'>('html');
  const selectId = useId();

  useEffect(() => {
    let isCurrent = true;
    void apiRequest<EmailTemplatePreview[]>('/admin/emails/templates').then((result) => {
      if (!isCurrent) return;
      if (!result.ok) {
        setState({ status: 'error', message: failureMessage(result, 'The templates could not be loaded.') });
        return;
      }
      setState({ status: 'ready', templates: result.data });
      setSelected(result.data[0]?.template ?? null);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state.status === 'loading') return <p className="mt-4 text-sm text-muted">Rendering templates…</p>;
  if (state.status === 'error') {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {state.message}
      </p>
    );
  }
  const preview = state.templates.find((template) => template.template === selected);

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-ink">
            Template to preview
          </label>
          <select
            id={selectId}
            value={selected ?? ''}
            onChange={(event) => setSelected(event.target.value)}
            className="mt-1 rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            {state.templates.map((template) => (
              <option key={template.template} value={template.template}>
                {template.template}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Part" className="flex gap-1">
          {(['html', 'text'] as const).map((part) => (
            <button
              key={part}
              type="button"
              aria-pressed={view === part}
              onClick={() => setView(part)}
              className="rounded-lg border border-line px-3 py-2 text-sm font-medium aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              {part === 'html' ? 'HTML' : 'Text'}
            </button>
          ))}
        </div>
      </div>
      {preview ? (
        <div className="rounded-xl border border-line bg-white p-4" data-testid="email-template-preview">
          <p className="text-sm text-muted">{preview.description}</p>
          <p className="mt-1 font-semibold text-ink">Subject: {preview.subject}</p>
          {view === 'html' ? (
            <iframe
              title={`${preview.template} (HTML)`}
              srcDoc={preview.html}
              sandbox=""
              className="mt-3 h-[640px] w-full rounded-lg border border-line"
            />
          ) : (
            <pre className="mt-3 max-h-[640px] overflow-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap">
              {preview.text}
            </pre>
          )}
        </div>
      ) : null}
    </div>
  );
}
