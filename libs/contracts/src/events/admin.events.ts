import { z } from 'zod';
import { SERVICE_NAMES } from '../services';
import { defineEvent } from './define-event';

/** `university.approved`, `user.status-changed`, `points-package.deleted`: the target, then what happened. */
export const ADMIN_ACTION_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Bounds of one audit record, so an admin write can never produce an event the broker chokes on. */
export const ADMIN_AUDIT_LIMITS = {
  action: 100,
  targetType: 60,
  targetId: 200,
  summary: 300,
  /** Serialized JSON of `before` and of `after`, each. */
  snapshotBytes: 16_000,
} as const;

/** A row as it was before or after the write: plain JSON, secrets removed, long texts cut. */
export const adminAuditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();
export type AdminAuditSnapshot = z.infer<typeof adminAuditSnapshotSchema>;

export const adminActionRecordedDataSchema = z.object({
  actorId: z.string().min(1).max(128),
  /** The admin's e-mail as their token named it, so the trail reads without a user read copy. */
  actorEmail: z.string().max(320).nullable(),
  action: z
    .string()
    .max(ADMIN_AUDIT_LIMITS.action)
    .regex(ADMIN_ACTION_PATTERN, 'An action is a dotted lower-case name like university.approved.'),
  targetType: z.string().min(1).max(ADMIN_AUDIT_LIMITS.targetType),
  targetId: z.string().min(1).max(ADMIN_AUDIT_LIMITS.targetId),
  summary: z.string().min(1).max(ADMIN_AUDIT_LIMITS.summary),
  before: adminAuditSnapshotSchema,
  after: adminAuditSnapshotSchema,
});
export type AdminActionRecordedData = z.infer<typeof adminActionRecordedDataSchema>;

export const adminActionRecordedV1 = defineEvent({
  type: 'admin.action-recorded.v1',
  description:
    'An admin changed something. Written by the owning service to its outbox in the transaction of the change, so the audit trail holds exactly the writes that committed; content keeps the trail (GET /admin/audit-log).',
  producer: SERVICE_NAMES,
  consumers: ['content'],
  data: adminActionRecordedDataSchema,
});
