import {
  apiErrorSchema,
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  legalSubmissionRequestSchema,
  type LegalSubmissionKind,
  type LegalSubmissionRequest,
} from '@studyhub/contracts';

export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'lines' | 'select' | 'checkbox';

export interface SubmissionField {
  name: string;
  label: string;
  type: FieldType;
  optional?: boolean;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  autoComplete?: string;
  wide?: boolean;
}

export const SUBMISSION_FIELDS: Record<LegalSubmissionKind, readonly SubmissionField[]> = {
  complaint: [
    { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
    {
      name: 'email',
      label: 'Email address',
      type: 'email',
      autoComplete: 'email',
      hint: 'Your account e-mail, if you have one.',
    },
    {
      name: 'category',
      label: 'What is your complaint about?',
      type: 'select',
      wide: true,
      options: COMPLAINT_CATEGORIES.map((value) => ({ value, label: COMPLAINT_CATEGORY_LABELS[value] })),
    },
    { name: 'subject', label: 'Subject', type: 'text', wide: true },
    {
      name: 'content_url',
      label: 'Link to the document, review, comment or order',
      type: 'url',
      optional: true,
      wide: true,
    },
    { name: 'message', label: 'What happened and when', type: 'textarea', wide: true },
    { name: 'desired_outcome', label: 'What would you like us to do?', type: 'textarea', optional: true, wide: true },
  ],
  takedown: [
    { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
    { name: 'postal_address', label: 'Postal address', type: 'textarea', autoComplete: 'street-address', wide: true },
    { name: 'phone', label: 'Telephone number', type: 'tel', autoComplete: 'tel' },
    { name: 'work_description', label: 'The work you believe is infringed', type: 'textarea', wide: true },
    {
      name: 'infringing_urls',
      label: 'Addresses of the documents on Studyhub',
      type: 'lines',
      wide: true,
      hint: 'One link per line.',
    },
    {
      name: 'location_details',
      label: 'Where in each document the material appears',
      type: 'textarea',
      optional: true,
      wide: true,
    },
    {
      name: 'good_faith',
      label:
        'I have a good-faith belief that the use of the material is not authorised by the rights holder, its agent or the law.',
      type: 'checkbox',
      wide: true,
    },
    {
      name: 'accurate_and_authorised',
      label:
        'The information in this notice is accurate and, under penalty of perjury, I am the rights holder or authorised to act for them.',
      type: 'checkbox',
      wide: true,
    },
    { name: 'signature', label: 'Signature (type your full name)', type: 'text', autoComplete: 'name' },
  ],
};

export type SubmissionValues = Record<string, string | boolean>;
export type SubmissionErrors = Record<string, string[]>;

export function emptyValues(kind: LegalSubmissionKind): SubmissionValues {
  return Object.fromEntries(
    SUBMISSION_FIELDS[kind].map((field) => [field.name, field.type === 'checkbox' ? false : '']),
  );
}

/** The request body the form's values make: links one per line, empty optional fields left out. */
export function requestOf(kind: LegalSubmissionKind, values: SubmissionValues): Record<string, unknown> {
  const body: Record<string, unknown> = { kind };
  for (const field of SUBMISSION_FIELDS[kind]) {
    const value = values[field.name];
    if (field.type === 'lines') {
      body[field.name] = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (field.optional && value === '') continue;
    else body[field.name] = value;
  }
  return body;
}

export type SubmissionValidation =
  { isValid: true; data: LegalSubmissionRequest } | { isValid: false; errors: SubmissionErrors };

/** The same schema the API checks; errors keyed by field (a link's line counts for the whole list). */
export function validateSubmission(kind: LegalSubmissionKind, values: SubmissionValues): SubmissionValidation {
  const result = legalSubmissionRequestSchema.safeParse(requestOf(kind, values));
  if (result.success) return { isValid: true, data: result.data };
  const errors: SubmissionErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { isValid: false, errors };
}

export function firstInvalidField(kind: LegalSubmissionKind, errors: SubmissionErrors): string | null {
  return SUBMISSION_FIELDS[kind].find((field) => (errors[field.name]?.length ?? 0) > 0)?.name ?? null;
}

export const SUBMISSION_SEND_FAILED = 'We could not send your submission. Please try again in a moment.';

export function readSubmissionApiError(body: unknown): { message: string; errors: SubmissionErrors } {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return { message: SUBMISSION_SEND_FAILED, errors: {} };
  const errors: SubmissionErrors = {};
  for (const [field, messages] of Object.entries(parsed.data.error.fields ?? {})) {
    errors[field.split('.')[0] ?? field] = messages;
  }
  return { message: parsed.data.error.message || SUBMISSION_SEND_FAILED, errors };
}
