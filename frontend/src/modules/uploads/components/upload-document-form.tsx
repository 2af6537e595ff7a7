'use client';

import type { CourseResponse, CreatedDocumentResponse, UploadsStatus } from '@studyhub/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldFrame, useFieldIds } from '@/modules/forms/components/field-frame';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { pickedFileProblem, pointsForPrice } from '../upload-rules';
import { FileDropzone } from './file-dropzone';
import { UploadProgress } from './upload-progress';
import { UploadsClosedNotice } from './uploads-closed-notice';
import { useDocumentUpload } from './use-document-upload';

export interface Option {
  value: string;
  label: string;
}

const COURSES_LIMIT = 100;

/**
 * Upload & Earn Points: the listing's details and its file. The document is created first, then
 * the file goes to it with a progress bar, then the seller watches it being processed. A refused
 * file can be replaced without creating the document again.
 */
export function UploadDocumentForm({
  types,
  subjects,
  universities,
  textbooks,
  maxBytes,
}: {
  types: Option[];
  subjects: Option[];
  universities: Option[];
  textbooks: Option[];
  maxBytes: number;
}) {
  const [created, setCreated] = useState<CreatedDocumentResponse | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [closedBeforeCreating, setClosedBeforeCreating] = useState(false);
  const [price, setPrice] = useState('0');
  const [universityId, setUniversityId] = useState('');
  const [courses, setCourses] = useState<Option[]>([]);
  const loadedFor = useRef('');
  const { phase, send, reset } = useDocumentUpload(created?.id ?? null);
  const descriptionIds = useFieldIds(fieldErrors.description?.[0], null);

  useEffect(() => {
    if (loadedFor.current === universityId) return;
    loadedFor.current = universityId;
    setCourses([]);
    if (!universityId) return;
    const controller = new AbortController();
    apiRequest<CourseResponse[]>(`/universities/${universityId}/courses?limit=${COURSES_LIMIT}`, {
      signal: controller.signal,
    })
      .then((result) => {
        if (result.ok) setCourses(result.data.map((course) => ({ value: course.id, label: course.name })));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [universityId]);

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? pickedFileProblem(picked, maxBytes) : 'Please choose a PDF, DOCX or PPTX file.');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setFileError('Please choose a PDF, DOCX or PPTX file.');
    const problem = pickedFileProblem(file, maxBytes);
    if (problem) return setFileError(problem);
    setFormError(null);
    let document = created;
    if (!document) {
      const form = new FormData(event.currentTarget);
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value.trim() : '';
      };
      const optional = (name: string) => text(name) || null;
      setBusy(true);
      // Uploads may have closed since the page was opened: then no listing is created without its file.
      const uploads = await apiRequest<UploadsStatus>('/uploads/status');
      if (uploads.ok && !uploads.data.open) {
        setBusy(false);
        setClosedBeforeCreating(true);
        return;
      }
      const result = await apiRequest<CreatedDocumentResponse>('/documents', {
        method: 'POST',
        body: {
          title: text('title'),
          description: text('description'),
          document_type_id: text('document_type_id'),
          subject_id: text('subject_id'),
          university_id: optional('university_id'),
          course_id: optional('course_id'),
          textbook_id: optional('textbook_id'),
          price: text('price') || '0',
        },
      });
      setBusy(false);
      // Closed between the check and the listing: the catalog refuses it the same way.
      if (!result.ok && result.error.code === 'UPLOADS_CLOSED') {
        setClosedBeforeCreating(true);
        return;
      }
      if (!result.ok) {
        setFieldErrors(result.error.fields ?? {});
        setFormError(failureMessage(result, 'Your document could not be created. Please try again.'));
        return;
      }
      setFieldErrors({});
      document = result.data;
      setCreated(document);
    }
    await send(file, document.id);
  };

  const sending = phase.kind === 'sending' || phase.kind === 'processing';
  const locked = created !== null;
  const points = pointsForPrice(Number(price));
  const fieldError = (name: string) => fieldErrors[name]?.[0] ?? null;

  // Closed while the form was open: said before creating the listing, or by the file's 403.
  if (closedBeforeCreating || phase.kind === 'closed') {
    return <UploadsClosedNotice savedDocumentHref={created ? `/dashboard/documents/${created.slug}` : null} />;
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-5" aria-label="Upload a document">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <fieldset disabled={locked} className="space-y-5">
        <TextField label="Title" name="title" required minLength={3} maxLength={200} error={fieldError('title')} />
        <FieldFrame ids={descriptionIds} label="Description" error={fieldError('description')}>
          <textarea
            id={descriptionIds.id}
            name="description"
            rows={4}
            maxLength={5000}
            aria-describedby={descriptionIds.describedBy}
            className="field-input"
          />
        </FieldFrame>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Document type" name="document_type_id" required defaultValue="" error={fieldError('document_type_id')}>
            <option value="">Choose a type</option>
            {types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Subject" name="subject_id" required defaultValue="" error={fieldError('subject_id')}>
            <option value="">Choose a subject</option>
            {subjects.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="University"
            name="university_id"
            value={universityId}
            onChange={(event) => setUniversityId(event.target.value)}
            error={fieldError('university_id')}
          >
            <option value="">No university</option>
            {universities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Course"
            name="course_id"
            key={universityId}
            defaultValue=""
            disabled={!universityId}
            error={fieldError('course_id')}
          >
            <option value="">{universityId ? 'No course' : 'Choose a university first'}</option>
            {courses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Textbook" name="textbook_id" defaultValue="" error={fieldError('textbook_id')}>
            <option value="">No textbook</option>
            {textbooks.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Price (USD)"
            name="price"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={fieldError('price')}
            hint={points > 0 ? `Buyers pay ${points} points (10 points = 1 USD).` : 'Free: anyone can read it.'}
          />
        </div>
      </fieldset>
      <FileDropzone file={file} maxBytes={maxBytes} error={fileError} disabled={sending} onPick={pick} />
      <button type="submit" className="btn-primary" disabled={busy || sending}>
        {busy ? 'Creating…' : 'Upload document'}
      </button>
      <UploadProgress
        phase={phase}
        documentHref={created ? `/dashboard/documents/${created.slug}` : null}
        onChooseAnother={() => {
          setFile(null);
          setFileError(null);
          reset();
        }}
      />
    </form>
  );
}
