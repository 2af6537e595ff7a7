import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { HelpFaqCategory, HelpFaqInput } from '@studyhub/contracts';

export interface HelpFaqRow {
  id: string;
  category: HelpFaqCategory;
  question: string;
  answer: string;
  position: number;
}

export interface HelpFaqRevisionRow {
  id: string;
  action: 'created' | 'updated' | 'deleted';
  category: HelpFaqCategory;
  question: string;
  answer: string;
  authorId: string | null;
  createdAt: Date;
}

/** FAQ entries (deleted ones are kept, hidden, so their history stays) and their revisions. */
@Injectable()
export class HelpFaqRepository {
  constructor(private readonly dataSource: DataSource) {}

  async entries(manager: EntityManager = this.dataSource.manager): Promise<HelpFaqRow[]> {
    return manager.query<HelpFaqRow[]>(
      `SELECT id, category, question, answer, position FROM help_faq_entries
        WHERE deleted_at IS NULL ORDER BY position, created_at`,
    );
  }

  async entry(manager: EntityManager, id: string, options: { lock?: boolean } = {}): Promise<HelpFaqRow | null> {
    const rows = await manager.query<HelpFaqRow[]>(
      `SELECT id, category, question, answer, position FROM help_faq_entries
        WHERE id = $1 AND deleted_at IS NULL${options.lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Appends an entry at the end of the list. Serialised by a transaction-scoped lock on the table's order. */
  async insert(manager: EntityManager, input: HelpFaqInput): Promise<HelpFaqRow> {
    await this.lockOrder(manager);
    const rows = await manager.query<HelpFaqRow[]>(
      `INSERT INTO help_faq_entries (category, question, answer, position)
       SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM help_faq_entries
       RETURNING id, category, question, answer, position`,
      [input.category, input.question, input.answer],
    );
    return rows[0]!;
  }

  async update(manager: EntityManager, id: string, input: HelpFaqInput): Promise<void> {
    await manager.query(
      `UPDATE help_faq_entries SET category = $2, question = $3, answer = $4, updated_at = now() WHERE id = $1`,
      [id, input.category, input.question, input.answer],
    );
  }

  async softDelete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE help_faq_entries SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  async setPositions(manager: EntityManager, ids: readonly string[]): Promise<void> {
    await this.lockOrder(manager);
    await manager.query(
      `UPDATE help_faq_entries e SET position = o.position, updated_at = now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position)
        WHERE e.id = o.id`,
      [ids],
    );
  }

  async recordRevision(
    manager: EntityManager,
    entry: Pick<HelpFaqRow, 'id' | 'category' | 'question' | 'answer'>,
    action: HelpFaqRevisionRow['action'],
    authorId: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO help_faq_revisions (entry_id, action, category, question, answer, author_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.id, action, entry.category, entry.question, entry.answer, authorId],
    );
  }

  async revisions(id: string): Promise<HelpFaqRevisionRow[]> {
    return this.dataSource.query<HelpFaqRevisionRow[]>(
      `SELECT id, action, category, question, answer, author_id AS "authorId", created_at AS "createdAt"
         FROM help_faq_revisions WHERE entry_id = $1 ORDER BY created_at DESC, id`,
      [id],
    );
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM help_faq_entries WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  private async lockOrder(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('help_faq_entries.position'))`);
  }
}
