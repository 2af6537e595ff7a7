import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { paginationQuerySchema } from './api-envelope';
import { adminSortQuery, exportFormatQuery } from './admin-lists';

/** Columns the audit trail sorts by; newest first unless the admin asks otherwise. */
export const AUDIT_LOG_SORT_COLUMNS = ['occurred_at', 'action', 'service', 'actor', 'target_type'] as const;
export type AuditLogSortColumn = (typeof AUDIT_LOG_SORT_COLUMNS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .regex(DAY, `${label} is a date like 2026-11-27.`)
    .refine(isCalendarDay, `${label} is not a real date.`)
    .optional();

function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** GET /api/admin/audit-log: every admin write, filtered; `format=csv` exports every match. */
export const auditLogQuerySchema = paginationQuerySchema
  .extend({
    /** The admin's id, or part of their e-mail. */
    actor: optionalText(320),
    service: z.enum(SERVICE_NAMES, { message: `Service is one of: ${SERVICE_NAMES.join(', ')}.` }).optional(),
    action: optionalText(100),
    target_type: optionalText(60),
    target_id: optionalText(200),
    /** First and last day included (UTC). */
    from: day('From'),
    to: day('To'),
    /** Words in the summary. */
    q: optionalText(200),
    ...adminSortQuery(AUDIT_LOG_SORT_COLUMNS, { sort: 'occurred_at', order: 'desc' }),
    ...exportFormatQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day comes before the last.',
    path: ['to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One row of the trail's list. */
export interface AuditLogEntrySummary {
  /** The id of the admin.action-recorded.v1 event. */
  id: string;
  occurred_at: string;
  service: ServiceName;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
}

/** GET /api/admin/audit-log/{id}: the entry with the row before and after the write. */
export interface AuditLogEntry extends AuditLogEntrySummary {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlation_id: string;
  recorded_at: string;
}

/** GET /api/admin/audit-log/facets: the actions and target types recorded so far, for the filters. */
export interface AuditLogFacets {
  actions: string[];
  target_types: string[];
}
