import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AdminAudit, type AdminActor, type Principal, type RequestContext } from '@studyhub/platform';

export type { AdminActor };

export const actorOf = (principal: Principal, context: RequestContext): AdminActor => ({ principal, context });

/** One taxonomy write: the row as it was and as it is (null before a creation, after a deletion). */
export interface TaxonomyWrite {
  /** `<kind>.<what happened>`: `university.approved`, `textbook.cover-changed`, ... */
  action: string;
  targetId: string;
  before: object | null;
  after: object | null;
}

const VERBS: Record<string, string> = {
  created: 'Created',
  updated: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Set back to pending',
  deleted: 'Deleted',
  'logo-changed': 'Changed the logo of',
  'logo-removed': 'Removed the logo of',
  'cover-changed': 'Changed the cover of',
  'cover-removed': 'Removed the cover of',
};

/** What the row is called: a university, subject or course by its name, a textbook by its title. */
function labelOf(row: object | null): string | undefined {
  if (row === null) return undefined;
  const { name, title } = row as { name?: unknown; title?: unknown };
  if (typeof name === 'string') return name;
  return typeof title === 'string' ? title : undefined;
}

/** The trail's sentence for a write: `Approved university Quill College`. */
export function summaryOf(write: TaxonomyWrite): string {
  const [kind = 'row', what = ''] = write.action.split('.');
  const verb = VERBS[what] ?? `Changed (${what})`;
  const label = labelOf(write.after) ?? labelOf(write.before);
  return label === undefined ? `${verb} ${kind} ${write.targetId}` : `${verb} ${kind} ${label}`;
}

/**
 * Records each admin write of the taxonomy in the audit trail with its before and after, inside
 * the write's transaction (the trail holds a write if and only if it committed; ADR 0030).
 */
@Injectable()
export class TaxonomyAudit {
  constructor(private readonly audit: AdminAudit) {}

  record(manager: EntityManager, actor: AdminActor, write: TaxonomyWrite): Promise<void> {
    return this.audit.recordFor(manager, actor, {
      action: write.action,
      targetType: write.action.split('.')[0] ?? 'taxonomy',
      targetId: write.targetId,
      summary: summaryOf(write),
      before: write.before,
      after: write.after,
    });
  }
}
