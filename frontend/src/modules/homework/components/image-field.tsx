'use client';

import { X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, IMAGE_READ_MESSAGE, imageFileProblem, readFileAsDataUrl } from '../image-file';

/**
 * A photo of the question: PNG, JPEG or WebP up to 4 MB, checked before it is read, shown as a
 * preview, sent as a data URL. A wrong file is refused here with the reason.
 */
export function ImageField({ value, onChange }: { value: string | null; onChange: (dataUrl: string | null) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      event.target.value = '';
      return;
    }
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setError(null);
      setFileName(file.name);
      onChange(dataUrl);
    } catch {
      setError(IMAGE_READ_MESSAGE);
    }
  };

  const remove = () => {
    onChange(null);
    setFileName(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Photo of the question (optional)
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => void choose(event)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="block text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line-strong file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface-muted"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        PNG, JPEG or WebP, up to 4 MB. The AI model reads the photo together with anything you typed.
      </p>
      {value ? (
        <figure className="mt-3 flex items-start gap-3">
          {/* A data URL the student chose: nothing remote, so next/image has nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={value}
            alt={fileName ? `Preview of ${fileName}` : 'Preview of the chosen photo'}
            className="max-h-48 max-w-full rounded-lg border border-line object-contain"
          />
          <button type="button" className="btn-ghost min-h-9 px-3 py-1.5" onClick={remove}>
            <X aria-hidden="true" className="size-4" />
            Remove photo
          </button>
        </figure>
      ) : null}
    </div>
  );
}
