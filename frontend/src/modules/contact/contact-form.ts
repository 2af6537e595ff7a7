import {
  apiErrorSchema,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageRequestSchema,
  type ContactMessageRequest,
} from '@studyhub/contracts';

export type ContactField = keyof ContactMessageRequest;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'subject', 'message'];
export type ContactFieldErrors = Partial<Record<ContactField, string[]>>;
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', topic: '', subject: '', message: '' };
export const CONTACT_TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({
  value: topic,
  label: CONTACT_TOPIC_LABELS[topic],
}));

export const CONTACT_SEND_FAILED = 'We could not send your message. Please try again in a moment.';
export const CONTACT_NETWORK_FAILED = 'We could not reach Studyhub. Check your connection and try again.';

export type ContactValidation =
  { isValid: true; data: ContactMessageRequest } | { isValid: false; errors: ContactFieldErrors };

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** Client-side check with the same schema the API uses. */
export function validateContactForm(values: ContactFormValues): ContactValidation {
  const result = contactMessageRequestSchema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field)) continue;
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return { isValid: false, errors };
}

/** The first field with an error, in form order; focus goes there after a failed submit. */
export function firstInvalidField(errors: ContactFieldErrors): ContactField | null {
  return CONTACT_FIELDS.find((field) => (errors[field]?.length ?? 0) > 0) ?? null;
}

/** Reads an API failure body `{error:{code,message,fields?}}` into a message and field errors. */
export function readContactApiError(body: unknown): { message: string; errors: ContactFieldErrors } {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return { message: CONTACT_SEND_FAILED, errors: {} };
  const errors: ContactFieldErrors = {};
  for (const [field, messages] of Object.entries(parsed.data.error.fields ?? {})) {
    if (isContactField(field) && messages.length > 0) errors[field] = messages;
  }
  return { message: parsed.data.error.message || CONTACT_SEND_FAILED, errors };
}
