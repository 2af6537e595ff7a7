'use client';

import { TAXONOMY_IMAGE_TYPES } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { IMAGE_MAX_MEGABYTES, imageFileProblem } from './image-file';

/**
 * A university logo or a textbook cover: shows the current picture, uploads a new one (multipart
 * field `file`) and removes it, each refreshing the page's data.
 */
export function ImageUpload({
  label,
  imageUrl,
  apiPath,
  alt,
  shape = 'square',
}: {
  label: string;
  imageUrl: string | null;
  /** `/admin/universities/{id}/logo`: POST uploads, DELETE removes. */
  apiPath: string;
  alt: string;
  shape?: 'square' | 'cover';
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const send = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setIsBusy(true);
    const form = new FormData();
    form.append('file', file);
    const result = await apiRequest(apiPath, { method: 'POST', body: form });
    setIsBusy(false);
    if (inputRef.current) inputRef.current.value = '';
    if (!result.ok) return setError(failureMessage(result, 'The image could not be uploaded.'));
    showToast({ title: `${label} updated`, variant: 'success' });
    router.refresh();
  };

  const remove = async () => {
    setIsBusy(true);
    setError(null);
    const result = await apiRequest(apiPath, { method: 'DELETE' });
    setIsBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The image could not be removed.'));
    showToast({ title: `${label} removed`, variant: 'success' });
    router.refresh();
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-line bg-white p-4">
      <h2 id={`${inputId}-title`} className="font-semibold text-ink">
        {label}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <div
          className={
            shape === 'cover'
              ? 'flex h-36 w-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted'
              : 'flex size-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted'
          }
        >
          {imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own storage route, already sized
            <img src={imageUrl} alt={alt} className="size-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-muted">No image</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="btn-secondary cursor-pointer has-[:disabled]:opacity-60">
            {isBusy ? 'Working…' : imageUrl ? 'Replace image' : 'Upload image'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={TAXONOMY_IMAGE_TYPES.join(',')}
            className="sr-only"
            aria-describedby={hintId}
            disabled={isBusy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void send(file);
            }}
          />
          {imageUrl ? (
            <button type="button" className="btn-ghost text-danger" disabled={isBusy} onClick={() => void remove()}>
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        JPEG, PNG, WebP or GIF, at most {IMAGE_MAX_MEGABYTES} MB. Stored as WebP.
      </p>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
