import { z } from 'zod';

/**
 * GET /api/admin/overview: the back office's key figures and their series over time, read from
 * content's reporting model (fed by the owning services' events, ADR 0031).
 */

export const OVERVIEW_RANGES = ['7d', '30d', '90d', 'custom'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const OVERVIEW_GRANULARITIES = ['day', 'week'] as const;
export type OverviewGranularity = (typeof OVERVIEW_GRANULARITIES)[number];

/** The longest custom range, in days (a year, leap day included). */
export const OVERVIEW_MAX_RANGE_DAYS = 366;

/** 10 points equal 1 USD (spec): one point is worth 10 cents. */
export const USD_CENTS_PER_POINT = 10;

const isoDate = (label: string) => z.iso.date({ message: `${label} must be a date like 2026-01-31.` });

export const overviewQuerySchema = z
  .object({
    range: z.enum(OVERVIEW_RANGES, { message: 'Range is one of: 7d, 30d, 90d, custom.' }).default('30d'),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    granularity: z.enum(OVERVIEW_GRANULARITIES, { message: 'Granularity is day or week.' }).default('day'),
    format: z.enum(['json', 'csv'], { message: 'Format is json or csv.' }).default('json'),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return;
    if (!query.from)
      context.addIssue({ code: 'custom', path: ['from'], message: 'A custom range needs a start date.' });
    if (!query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'A custom range needs an end date.' });
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end date cannot be before the start date.' });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > OVERVIEW_MAX_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `A range covers at most ${OVERVIEW_MAX_RANGE_DAYS} days.`,
      });
    }
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

export const OVERVIEW_FIGURE_UNITS = ['count', 'points', 'usd_cents'] as const;
export type OverviewFigureUnit = (typeof OVERVIEW_FIGURE_UNITS)[number];

/** Every key figure, in the order the dashboard shows them, with its group, unit and label. */
export const OVERVIEW_FIGURES = {
  signups: { group: 'users', unit: 'count', label: 'Sign-ups' },
  active_users: { group: 'users', unit: 'count', label: 'Active users' },
  uploads: { group: 'uploads', unit: 'count', label: 'Uploads submitted' },
  approvals: { group: 'uploads', unit: 'count', label: 'Approvals' },
  rejections: { group: 'uploads', unit: 'count', label: 'Rejections' },
  deletions: { group: 'uploads', unit: 'count', label: 'Documents taken down' },
  orders: { group: 'orders', unit: 'count', label: 'Orders' },
  refunds: { group: 'orders', unit: 'count', label: 'Refunds' },
  points_sold: { group: 'points', unit: 'points', label: 'Points sold' },
  points_spent: { group: 'points', unit: 'points', label: 'Points spent' },
  revenue_from_points: { group: 'revenue', unit: 'usd_cents', label: 'Revenue from points sold' },
  payments: { group: 'revenue', unit: 'usd_cents', label: 'Money paid' },
  seller_earnings: { group: 'sellers', unit: 'points', label: 'Seller earnings' },
  withdrawals_requested: { group: 'sellers', unit: 'points', label: 'Withdrawals requested' },
  withdrawals_approved: { group: 'sellers', unit: 'points', label: 'Withdrawals approved' },
  withdrawals_rejected: { group: 'sellers', unit: 'points', label: 'Withdrawals rejected' },
  withdrawals_paid: { group: 'sellers', unit: 'points', label: 'Withdrawals paid' },
  ai_actions: { group: 'ai', unit: 'count', label: 'AI actions' },
} as const satisfies Record<string, { group: string; unit: OverviewFigureUnit; label: string }>;
export type OverviewFigureKey = keyof typeof OVERVIEW_FIGURES;
export const OVERVIEW_FIGURE_KEYS = Object.keys(OVERVIEW_FIGURES) as OverviewFigureKey[];

export const OVERVIEW_GROUPS = {
  users: 'Users',
  uploads: 'Uploads and moderation',
  orders: 'Orders',
  points: 'Points',
  revenue: 'Revenue (USD)',
  sellers: 'Seller earnings and withdrawals',
  ai: 'AI actions by tool',
} as const;
export type OverviewGroup = keyof typeof OVERVIEW_GROUPS;

/** The AI tools by the first part of their billed feature (`editor.rewrite_content` → editor). */
export const AI_TOOL_LABELS: Readonly<Record<string, string>> = {
  writer: 'AI Writer',
  editor: 'Editor and checker',
  homework: 'Homework helper',
  document_chat: 'Document chat',
  chat: 'Document chat',
  flashcards: 'Flashcard maker',
  ai_detection: 'AI-content detector',
  plagiarism: 'Plagiarism checker',
};

export function aiToolOfFeature(feature: string): string {
  return feature.split('.')[0] || feature;
}

export function aiToolLabel(tool: string): string {
  return AI_TOOL_LABELS[tool] ?? tool.replace(/_/g, ' ');
}

export interface OverviewFigure {
  key: OverviewFigureKey;
  unit: OverviewFigureUnit;
  today: number;
  last_7_days: number;
  last_30_days: number;
  all_time: number;
  /** The chosen range's total, and the same length of time just before it (for the change). */
  range_total: number;
  previous_range_total: number;
}

/** One line of a chart: a figure, or one dimension of it (an AI tool), one value per bucket. */
export interface OverviewSeries {
  key: string;
  figure: OverviewFigureKey;
  dimension: string | null;
  label: string;
  values: number[];
}

/** Work waiting for an admin: items submitted since reporting started, and every open report. */
export interface OverviewWork {
  pending_documents: number;
  pending_withdrawals: number;
  pending_universities: number;
  open_reports: number;
}

export interface AdminOverview {
  /** The first day the reporting model counted: figures start there (ADR 0031). */
  tracking_since: string;
  generated_at: string;
  range: {
    kind: OverviewRange;
    from: string;
    to: string;
    granularity: OverviewGranularity;
    previous_from: string;
    previous_to: string;
  };
  /** The first day of each bucket (a day, or the Monday of an ISO week, clipped to the range). */
  buckets: string[];
  figures: OverviewFigure[];
  series: OverviewSeries[];
  work: OverviewWork;
}
