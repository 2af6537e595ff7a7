'use client';

import type { StudyFile } from '@studyhub/contracts';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { FileDropzone } from '@/modules/uploads/components/file-dropzone';
import { pickedFileProblem } from '@/modules/uploads/upload-rules';
import { fetchStudyFiles } from '../api/study-files-api';
import { useStudyFileUpload } from '../hooks/use-study-file-upload';

/** The document uploads' limit; the server checks the real one and says so. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** The student's processed files, newest first; null while loading. */
function useReadyStudyFiles(): [StudyFile[] | null, (file: StudyFile) => void] {
  const [files, setFiles] = useState<StudyFile[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchStudyFiles(controller.signal).then((result) => {
      if (!controller.signal.aborted) setFiles(result.ok ? result.data.filter((file) => file.status === 'READY') : []);
    });
    return () => controller.abort();
  }, []);
  const add = (file: StudyFile) =>
    setFiles((current) => [file, ...(current ?? []).filter((item) => item.id !== file.id)]);
  return [files, add];
}

/**
 * Choose one of your processed study files, or upload a new one (PDF, DOCX, PPTX) and have it
 * chosen once it is read. `onChange` gets the chosen file's id ('' for none).
 */
export function StudyFilePicker({
  value,
  onChange,
  maxBytes = DEFAULT_MAX_BYTES,
}: {
  value: string;
  onChange: (studyFileId: string) => void;
  maxBytes?: number;
}) {
  const selectId = useId();
  const [files, addFile] = useReadyStudyFiles();
  const { state, upload, reset } = useStudyFileUpload();
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isBusy = state.status === 'sending' || state.status === 'processing';

  const pick = async (file: File | null) => {
    setPicked(file);
    reset();
    const fileProblem = file ? pickedFileProblem(file, maxBytes) : null;
    setProblem(fileProblem);
    if (!file || fileProblem) return;
    const ready = await upload(file);
    if (ready) {
      addFile(ready);
      onChange(ready.id);
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={selectId} className="field-label">
          Your file
        </label>
        <select
          id={selectId}
          className="field-input"
          value={value}
          disabled={isBusy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{files === null ? 'Loading your files…' : 'Choose one of your files'}</option>
          {(files ?? []).map((file) => (
            <option key={file.id} value={file.id}>
              {file.fileName}
              {file.pageCount ? ` (${file.pageCount} pages)` : ''}
            </option>
          ))}
        </select>
        {files?.length === 0 ? <p className="mt-2 text-sm text-muted">Files you upload appear here.</p> : null}
      </div>
      <div>
        <p className="field-label">Or upload a new one</p>
        <FileDropzone
          file={picked}
          maxBytes={maxBytes}
          error={problem}
          disabled={isBusy}
          onPick={(file) => void pick(file)}
        />
        <p className="mt-2 text-sm text-muted">Private to you: only you can open it.</p>
      </div>
      {state.status === 'sending' ? (
        <div role="status" className="space-y-2">
          <p className="text-sm text-ink">Uploading… {state.percent}%</p>
          <progress className="w-full" max={100} value={state.percent} aria-label="Upload progress" />
        </div>
      ) : state.status === 'processing' ? (
        <p role="status" className="text-sm text-ink">
          Reading {state.file.fileName}: finding its pages and text. This takes a moment for a long file.
        </p>
      ) : state.status === 'ready' ? (
        <p role="status" className="text-sm text-ink">
          {state.file.fileName} is ready and chosen.
        </p>
      ) : state.status === 'failed' ? (
        <FormAlert title="The file could not be used">{state.message}</FormAlert>
      ) : null}
    </div>
  );
}
