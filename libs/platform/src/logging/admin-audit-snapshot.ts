import { ADMIN_AUDIT_LIMITS, type AdminAuditSnapshot } from '@studyhub/contracts';

/** Field names (lower-cased, without `_` and `-`) whose values never reach the audit trail. */
const SECRET_FIELD = /password|passphrase|secret|apikey|privatekey|credential|salt$|hash$|token$|^otp|otp$/;
export const REDACTED = '[redacted]';

const MAX_DEPTH = 4;
const MAX_ARRAY_ITEMS = 50;
/** Tried in turn until the snapshot fits; long texts (HTML bodies, markdown) are what usually do not. */
const STRING_LIMITS = [400, 120, 40] as const;

/**
 * A row as the audit trail keeps it: plain JSON (dates as ISO strings, binary as its size),
 * secrets replaced by `[redacted]`, long texts cut, deep or long structures shortened, and the
 * whole bounded to ADMIN_AUDIT_LIMITS.snapshotBytes so no admin write can fail on its record.
 */
export function auditSnapshotOf(value: unknown): AdminAuditSnapshot {
  if (value === null || value === undefined) return null;
  for (const limit of STRING_LIMITS) {
    const plain = plainOf(value, limit, 0);
    const snapshot = isRecord(plain) ? plain : { value: plain };
    const bytes = Buffer.byteLength(JSON.stringify(snapshot));
    if (bytes <= ADMIN_AUDIT_LIMITS.snapshotBytes) return snapshot;
  }
  return { omitted: `Too large for the audit trail; kept fields: ${topLevelKeys(value)}`.slice(0, 400) };
}

function plainOf(value: unknown, stringLimit: number, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value, stringLimit);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return `[binary, ${value.byteLength} bytes]`;
  if (typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARRAY_ITEMS).map((item) => plainOf(item, stringLimit, depth + 1));
    if (value.length > MAX_ARRAY_ITEMS) items.push(`… ${value.length - MAX_ARRAY_ITEMS} more`);
    return items;
  }
  const plain: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'function' || field === undefined) continue;
    plain[key] = isSecretField(key) ? REDACTED : plainOf(field, stringLimit, depth + 1);
  }
  return plain;
}

export function isSecretField(key: string): boolean {
  return SECRET_FIELD.test(key.toLowerCase().replace(/[_-]/g, ''));
}

function cut(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length} characters)`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function topLevelKeys(value: unknown): string {
  return isRecord(value) ? Object.keys(value).join(', ') : typeof value;
}
