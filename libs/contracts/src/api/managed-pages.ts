import { z } from 'zod';
import { LEGAL_SUBMISSION_KINDS } from '../events/legal.events';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { parseAnswerMarkdown, parsePageMarkdown, type MarkdownProblem } from '../content/page-markdown';

/** The eight legal pages, in the order the index and the footer list them. */
export const LEGAL_PAGE_SLUGS = [
  'terms',
  'privacy',
  'cookie-policy',
  'code-of-honor',
  'community-guidelines',
  'notice-takedown',
  'refund-policy',
  'file-complaint',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export function isLegalPageSlug(value: string): value is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The help page's category chips (spec section 2), after All. */
export const HELP_FAQ_CATEGORIES = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'documents', label: 'Documents' },
  { id: 'purchases', label: 'Purchases' },
  { id: 'account-security', label: 'Account & Security' },
] as const;
export type HelpFaqCategory = (typeof HELP_FAQ_CATEGORIES)[number]['id'];
const HELP_FAQ_CATEGORY_IDS = HELP_FAQ_CATEGORIES.map((category) => category.id) as [
  HelpFaqCategory,
  ...HelpFaqCategory[],
];

function markdownRefinement(parse: (markdown: string) => { problems: MarkdownProblem[] }) {
  return (markdown: string, context: z.RefinementCtx) => {
    for (const problem of parse(markdown).problems.slice(0, 5)) {
      context.addIssue({ code: 'custom', message: problem.message });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Public reads

/** GET /api/pages/legal: the live version's heading facts of every legal page. */
export interface LegalPageSummary {
  slug: LegalPageSlug;
  title: string;
  short_title: string;
  description: string;
  /** When the live version was published (the page's "Last updated"). */
  published_at: string;
}

/** GET /api/pages/legal/{slug}: the live version; `body` is page Markdown (see page-markdown). */
export interface LegalPage extends LegalPageSummary {
  summary: string;
  version: number;
  body: string;
}

/** GET /api/pages/help: every FAQ entry in display order; `answer` is answer Markdown. */
export interface HelpFaqEntry {
  id: string;
  category: HelpFaqCategory;
  question: string;
  answer: string;
  position: number;
}

// ---------------------------------------------------------------------------------------------
// Admin: legal page versions

export const PAGE_VERSION_STATES = ['draft', 'scheduled', 'live', 'superseded'] as const;
export type PageVersionState = (typeof PAGE_VERSION_STATES)[number];

export interface AdminPageVersionSummary {
  id: string;
  version: number;
  title: string;
  state: PageVersionState;
  published_at: string | null;
  author_id: string | null;
  created_at: string;
}

export interface AdminPageVersion extends AdminPageVersionSummary {
  short_title: string;
  description: string;
  summary: string;
  body: string;
  /** The version this one was restored from, if any. */
  restored_from: number | null;
}

export interface AdminLegalPage {
  slug: LegalPageSlug;
  live: AdminPageVersionSummary | null;
  /** The newest version waiting for its publication time, if any. */
  scheduled: AdminPageVersionSummary | null;
  /** The newest draft, if any. */
  draft: AdminPageVersionSummary | null;
  version_count: number;
}

/** POST /api/admin/pages/legal/{slug}/versions: a new version, a draft unless `publish_at` is set. */
export const pageVersionInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Title must be at least 3 characters.')
    .max(120, 'Title must be at most 120 characters.'),
  short_title: z
    .string()
    .trim()
    .min(2, 'Short title must be at least 2 characters.')
    .max(40, 'Short title must be at most 40 characters.'),
  description: z
    .string()
    .trim()
    .min(40, 'Description must be at least 40 characters.')
    .max(300, 'Description must be at most 300 characters.'),
  summary: z
    .string()
    .trim()
    .min(20, 'Summary must be at least 20 characters.')
    .max(1000, 'Summary must be at most 1000 characters.'),
  body: z
    .string()
    .min(20, 'The page text must be at least 20 characters.')
    .max(100_000, 'The page text must be at most 100,000 characters.')
    .superRefine(markdownRefinement(parsePageMarkdown)),
  /** Publish at this time (now or later); omitted or null keeps the version a draft. */
  publish_at: z.iso
    .datetime({ offset: true, message: 'Please give the publication time as a date and time.' })
    .nullish(),
});
export type PageVersionInput = z.infer<typeof pageVersionInputSchema>;

/** POST /api/admin/pages/legal/{slug}/versions/{version}/publish: now, or at `publish_at`. */
export const publishVersionInputSchema = z.object({
  publish_at: z.iso
    .datetime({ offset: true, message: 'Please give the publication time as a date and time.' })
    .nullish(),
});
export type PublishVersionInput = z.infer<typeof publishVersionInputSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: help FAQ

export const helpFaqInputSchema = z.object({
  category: z.enum(HELP_FAQ_CATEGORY_IDS, { message: 'Please choose a category.' }),
  question: z
    .string()
    .trim()
    .min(5, 'Question must be at least 5 characters.')
    .max(200, 'Question must be at most 200 characters.'),
  answer: z
    .string()
    .trim()
    .min(10, 'Answer must be at least 10 characters.')
    .max(5000, 'Answer must be at most 5000 characters.')
    .superRefine(markdownRefinement(parseAnswerMarkdown)),
});
export type HelpFaqInput = z.infer<typeof helpFaqInputSchema>;

/** PUT /api/admin/pages/help/order: every entry's id, in the new display order. */
export const helpFaqOrderInputSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Give the new order of the entries.').max(500),
});
export type HelpFaqOrderInput = z.infer<typeof helpFaqOrderInputSchema>;

export interface HelpFaqRevision {
  id: string;
  action: 'created' | 'updated' | 'deleted';
  category: HelpFaqCategory;
  question: string;
  answer: string;
  author_id: string | null;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// Legal submissions (complaints, notice and takedown)

export const COMPLAINT_CATEGORIES = ['document', 'user', 'moderation', 'payment', 'data', 'service'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  document: 'A document',
  user: "Another user's behaviour",
  moderation: 'A moderation decision',
  payment: 'Points, payments, refunds or withdrawals',
  data: 'How my personal data was handled',
  service: 'Something else about the service',
};

const nameField = z.string().trim().min(1, 'Please enter your name.').max(120, 'Name must be at most 120 characters.');
const emailField = z.email('Please enter a valid email address.').max(254);
const subjectField = z
  .string()
  .trim()
  .min(3, 'Subject must be at least 3 characters.')
  .max(200, 'Subject must be at most 200 characters.');
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'The link must be at most 500 characters.')
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
    'Please enter a full link starting with https://.',
  )
  .optional()
  .transform((value) => (value ? value : null));

/** POST /api/pages/legal/submissions with kind `complaint` (/legal/file-complaint). */
export const complaintSubmissionSchema = z.object({
  kind: z.literal('complaint'),
  name: nameField,
  email: emailField,
  category: z.enum(COMPLAINT_CATEGORIES, { message: 'Please choose what your complaint is about.' }),
  subject: subjectField,
  content_url: optionalUrl,
  message: z
    .string()
    .trim()
    .min(20, 'Please describe what happened in at least 20 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
  desired_outcome: z.string().trim().max(2000, 'This must be at most 2000 characters.').optional().default(''),
});
export type ComplaintSubmission = z.infer<typeof complaintSubmissionSchema>;

const mustConfirm = (message: string) => z.literal(true, { message });

/** POST /api/pages/legal/submissions with kind `takedown` (/legal/notice-takedown): the notice's legal elements. */
export const takedownSubmissionSchema = z.object({
  kind: z.literal('takedown'),
  name: nameField,
  email: emailField,
  postal_address: z
    .string()
    .trim()
    .min(10, 'Please enter your full postal address.')
    .max(500, 'Postal address must be at most 500 characters.'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()./-]{6,30}$/, 'Please enter a valid telephone number.'),
  work_description: z
    .string()
    .trim()
    .min(20, 'Please describe the work in at least 20 characters.')
    .max(3000, 'The description must be at most 3000 characters.'),
  infringing_urls: z
    .array(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$/i, 'Each document address must be a full link starting with https://.'),
    )
    .min(1, 'Please give the address of at least one document.')
    .max(50, 'Please list at most 50 documents per notice.'),
  location_details: z.string().trim().max(2000, 'This must be at most 2000 characters.').optional().default(''),
  good_faith: mustConfirm('Please confirm your good-faith belief that the use is not authorised.'),
  accurate_and_authorised: mustConfirm(
    'Please confirm, under penalty of perjury, that the notice is accurate and you may act for the rights holder.',
  ),
  signature: z
    .string()
    .trim()
    .min(2, 'Please type your full name as your signature.')
    .max(120, 'Signature must be at most 120 characters.'),
});
export type TakedownSubmission = z.infer<typeof takedownSubmissionSchema>;

export const legalSubmissionRequestSchema = z.discriminatedUnion(
  'kind',
  [complaintSubmissionSchema, takedownSubmissionSchema],
  { message: 'Please say whether this is a complaint or a takedown notice.' },
);
export type LegalSubmissionRequest = z.infer<typeof legalSubmissionRequestSchema>;

export const legalSubmissionResponseSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEGAL_SUBMISSION_KINDS),
  received_at: z.iso.datetime(),
});
export type LegalSubmissionResponse = z.infer<typeof legalSubmissionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin inbox: contact messages and legal submissions

export const INBOX_KINDS = ['contact', ...LEGAL_SUBMISSION_KINDS] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact message',
  complaint: 'Complaint',
  takedown: 'Takedown notice',
};

/** The inbox's orders; `status` follows the work (open, in progress, resolved). */
export const INBOX_SORTS = ['created_at', 'status', 'kind', 'subject'] as const;
export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, { message: 'Unknown kind.' }).optional(),
  status: z.enum(INBOX_STATUSES, { message: 'Unknown status.' }).optional(),
  /** Found in the subject, the sender's name or e-mail address. */
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  ...adminSortQuery(INBOX_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export interface InboxItemSummary {
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  subject: string;
  status: InboxStatus;
  user_id: string | null;
  created_at: string;
}

export interface InboxItem extends InboxItemSummary {
  /** The message or complaint text; for a takedown notice, the description of the work. */
  message: string;
  /** The kind's own fields (topic; category, link, desired outcome; address, phone, documents, signature). */
  details: Record<string, unknown>;
  internal_note: string;
  updated_at: string;
}

export const inboxUpdateSchema = z
  .object({
    status: z.enum(INBOX_STATUSES, { message: 'Please choose open, in progress or resolved.' }).optional(),
    internal_note: z.string().max(5000, 'The note must be at most 5000 characters.').optional(),
  })
  .refine((value) => value.status !== undefined || value.internal_note !== undefined, {
    message: 'Change the status or the note.',
  });
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;
