import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';

/** Why a reader reports a document (the Report dialog on a document page). */
export const REPORT_REASONS = ['copyright', 'wrong_content', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  copyright: 'Copyright infringement',
  wrong_content: 'Wrong or misleading content',
  spam: 'Spam',
  other: 'Something else',
};

/** Where a report came from: a reader, a notice-and-takedown request, or the plagiarism checker. */
export const REPORT_SOURCES = ['user_report', 'copyright_notice', 'plagiarism_flag'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = {
  user_report: 'User report',
  copyright_notice: 'Copyright notice',
  plagiarism_flag: 'Plagiarism flag',
};

export const REPORT_STATUSES = ['open', 'in_review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** What resolving a report did: the document was taken down, or the report was dismissed. */
export const REPORT_RESOLUTIONS = ['taken_down', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_REPLY_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// POST /api/documents/{id}/reports

export const documentReportRequestSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { message: 'Choose a reason.' }),
    details: z
      .string({ message: 'Details must be text.' })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters.`)
      .default(''),
  })
  .refine((report) => report.reason !== 'other' || report.details.length >= 10, {
    message: 'Tell us what is wrong (at least 10 characters).',
    path: ['details'],
  });
export type DocumentReportRequest = z.infer<typeof documentReportRequestSchema>;

export interface DocumentReportReceipt {
  id: string;
  status: ReportStatus;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// GET /api/admin/reports

export const REPORT_SORT_COLUMNS = ['created_at', 'updated_at', 'status', 'document_title'] as const;
export type ReportSortColumn = (typeof REPORT_SORT_COLUMNS)[number];

/** `assignee`: `me`, `unassigned` or an admin's id. */
export const adminReportsQuerySchema = z.object({
  source: z.enum(REPORT_SOURCES, { message: 'Unknown source.' }).optional(),
  status: z.enum(REPORT_STATUSES, { message: 'Unknown status.' }).optional(),
  reason: z.enum(REPORT_REASONS, { message: 'Unknown reason.' }).optional(),
  assignee: z.union([z.enum(['me', 'unassigned']), z.uuid()], { message: 'Use me, unassigned or an id.' }).optional(),
  document_id: z.uuid({ message: 'Unknown document.' }).optional(),
  /** Part of the document's title or of the reporter's name or e-mail. */
  q: z.string().trim().max(200, 'Search is at most 200 characters.').optional(),
  ...adminSortQuery(REPORT_SORT_COLUMNS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export interface ReportedDocument {
  id: string;
  title: string;
  slug: string;
  seller_id: string | null;
  /** As content last heard it from catalog: pending, approved, rejected or deleted (null: unknown). */
  status: string | null;
}

export interface ReportReporter {
  user_id: string | null;
  name: string | null;
  email: string | null;
}

export interface AdminReportSummary {
  id: string;
  source: ReportSource;
  reason: ReportReason;
  status: ReportStatus;
  document: ReportedDocument;
  reporter: ReportReporter;
  assignee_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What taking the document down would affect: its buyers (completed orders) and their points. */
export interface ReportImpact {
  buyers: number;
  orders: number;
  refund_points: number;
}

export interface AdminReport extends AdminReportSummary {
  details: string;
  /** The support-inbox message of a copyright notice. */
  submission_id: string | null;
  /** The plagiarism checker's similarity, in percent, and the documents it matched. */
  similarity: number | null;
  matched_documents: { document_id: string; title: string; similarity: number }[];
  resolution: ReportResolution | null;
  refund_buyers: boolean;
  resolution_reason: string;
  reply: string;
  resolved_by: string | null;
  resolved_at: string | null;
  impact: ReportImpact;
  /** Other reports of the same document, newest first. */
  related: AdminReportSummary[];
}

/** PUT /api/admin/reports/{id}/assignee: `me`, an admin's id, or null to release it. */
export const reportAssignSchema = z.object({
  assignee: z.union([z.literal('me'), z.uuid({ message: 'Choose an admin.' }), z.null()]),
});
export type ReportAssign = z.infer<typeof reportAssignSchema>;

/** POST /api/admin/reports/{id}/resolve */
export const reportResolveSchema = z
  .object({
    action: z.enum(['take_down', 'dismiss'], { message: 'Choose take down or dismiss.' }),
    /** Only with take down: every buyer of the document gets their points back. */
    refund_buyers: z.boolean({ message: 'Must be true or false.' }).default(false),
    /** Told to the seller when the document is taken down. */
    reason: z.string().trim().max(1000, 'The reason must be at most 1000 characters.').default(''),
    /** Sent to the reporter (in-app for a member, e-mail for a notice's sender). */
    reply: z
      .string()
      .trim()
      .max(REPORT_REPLY_MAX, `The reply must be at most ${REPORT_REPLY_MAX} characters.`)
      .default(''),
  })
  .refine((input) => input.action === 'take_down' || !input.refund_buyers, {
    message: 'Buyers are refunded only when the document is taken down.',
    path: ['refund_buyers'],
  })
  .refine((input) => input.action !== 'take_down' || input.reason.length >= 3, {
    message: 'Tell the seller why the document is taken down.',
    path: ['reason'],
  });
export type ReportResolve = z.infer<typeof reportResolveSchema>;
