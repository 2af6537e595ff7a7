'use client';

import clsx from 'clsx';
import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { formatBytes } from '../upload-rules';

/** Drop a file here or pick one; the input stays the accessible control ("Document file"). */
export function FileDropzone({
  file,
  maxBytes,
  error,
  disabled,
  onPick,
}: {
  file: File | null;
  maxBytes: number;
  error: string | null;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (!disabled) onPick(event.dataTransfer.files[0] ?? null);
  };
  return (
    <div>
      {/* Dropping is a shortcut for the file input below, which stays the accessible control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={drop}
        className={clsx(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-8 text-center',
          isOver ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface-muted',
          error && 'border-danger',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-brand-600" />
        <span className="font-semibold text-ink">Document file</span>
        <span className="text-sm text-muted">
          {file ? `${file.name} (${formatBytes(file.size)})` : 'Drag and drop your file here, or click to choose one'}
        </span>
        <span className="text-xs text-muted">PDF, DOCX or PPTX, up to {formatBytes(maxBytes)}</span>
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,.docx,.pptx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.presentationml.presentation"
        className="sr-only"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
