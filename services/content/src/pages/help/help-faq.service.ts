import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { HelpFaqEntry, HelpFaqInput, HelpFaqRevision } from '@studyhub/contracts';
import { AdminAudit, defineErrors, type AdminActor, type AdminWrite } from '@studyhub/platform';
import { HelpFaqRepository, type HelpFaqRow } from './help-faq.repository';

export const HelpFaqErrors = defineErrors({
  FAQ_ENTRY_NOT_FOUND: { status: 'NOT_FOUND', message: 'This question does not exist.' },
  FAQ_ORDER_INCOMPLETE: {
    status: 'VALIDATION_FAILED',
    message: 'The new order must list every question exactly once.',
  },
});

function toEntry(row: HelpFaqRow): HelpFaqEntry {
  return { id: row.id, category: row.category, question: row.question, answer: row.answer, position: row.position };
}

/** The help page's questions: read by everyone, edited by admins with every change kept. */
@Injectable()
export class HelpFaqService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: HelpFaqRepository,
    private readonly audit: AdminAudit,
  ) {}

  async entries(): Promise<HelpFaqEntry[]> {
    return (await this.repository.entries()).map(toEntry);
  }

  async create(input: HelpFaqInput, actor: AdminActor): Promise<HelpFaqEntry> {
    return this.dataSource.transaction(async (manager) => {
      const created = await this.repository.insert(manager, input);
      await this.repository.recordRevision(manager, created, 'created', actor.principal.userId);
      await this.audit.recordFor(manager, actor, faqWrite('created', null, toEntry(created)));
      return toEntry(created);
    });
  }

  async update(id: string, input: HelpFaqInput, actor: AdminActor): Promise<HelpFaqEntry> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.repository.entry(manager, id, { lock: true });
      if (!existing) throw HelpFaqErrors.FAQ_ENTRY_NOT_FOUND();
      await this.repository.update(manager, id, input);
      const updated = { ...existing, ...input };
      await this.repository.recordRevision(manager, updated, 'updated', actor.principal.userId);
      await this.audit.recordFor(manager, actor, faqWrite('updated', toEntry(existing), toEntry(updated)));
      return toEntry(updated);
    });
  }

  async delete(id: string, actor: AdminActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const existing = await this.repository.entry(manager, id, { lock: true });
      if (!existing) throw HelpFaqErrors.FAQ_ENTRY_NOT_FOUND();
      await this.repository.softDelete(manager, id);
      await this.repository.recordRevision(manager, existing, 'deleted', actor.principal.userId);
      await this.audit.recordFor(manager, actor, faqWrite('deleted', toEntry(existing), null));
    });
  }

  /** Reorders the whole list; the ids must be exactly the current entries. */
  async reorder(ids: readonly string[], actor: AdminActor): Promise<HelpFaqEntry[]> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.repository.entries(manager);
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== current.length || current.some((row) => !given.has(row.id))) {
        throw HelpFaqErrors.FAQ_ORDER_INCOMPLETE({
          fields: { ids: ['The new order must list every question exactly once.'] },
        });
      }
      await this.repository.setPositions(manager, ids);
      const reordered = (await this.repository.entries(manager)).map(toEntry);
      await this.audit.recordFor(manager, actor, {
        action: 'help-faq.reordered',
        targetType: 'help-faq',
        targetId: 'help',
        summary: `Reordered the ${reordered.length} help questions`,
        before: { order: current.map((row) => row.question) },
        after: { order: reordered.map((entry) => entry.question) },
      });
      return reordered;
    });
  }

  async revisions(id: string): Promise<HelpFaqRevision[]> {
    if (!(await this.repository.exists(id))) throw HelpFaqErrors.FAQ_ENTRY_NOT_FOUND();
    return (await this.repository.revisions(id)).map((row) => ({
      id: row.id,
      action: row.action,
      category: row.category,
      question: row.question,
      answer: row.answer,
      author_id: row.authorId,
      created_at: row.createdAt.toISOString(),
    }));
  }
}

/** The audit trail's record of an admin writing one help question. */
function faqWrite(
  verb: 'created' | 'updated' | 'deleted',
  before: HelpFaqEntry | null,
  after: HelpFaqEntry | null,
): AdminWrite {
  const entry = (after ?? before)!;
  return {
    action: `help-faq.${verb}`,
    targetType: 'help-faq',
    targetId: entry.id,
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the help question “${entry.question}”`,
    before,
    after,
  };
}
