import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid, type CreateTextbookInput, type TextbookResponse, type UpdateTextbookInput } from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../common/database-errors';
import { updateColumns } from '../common/update-columns';
import { slugFromTitle } from '../documents/document-slug';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository';
import { TextbookErrors, textbookInUse, unknownSubject } from './textbooks.errors';

/** The textbook id of an admin path, or 'Invalid textbook ID'. */
export function textbookIdOf(id: string): string {
  if (!isUuid(id)) throw TextbookErrors.INVALID_TEXTBOOK_ID();
  return id.toLowerCase();
}

/** The slug the seed gives textbooks too: title and edition, so editions do not clash. */
export function textbookSlugOf(title: string, edition: string | null): string {
  return slugFromTitle(edition ? `${title} ${edition} edition` : title);
}

/** The back office's textbooks: ISBNs checked and unique; deleted only when no document names them. */
@Injectable()
export class AdminTextbooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly taxonomy: TaxonomyRepository,
  ) {}

  async get(id: string): Promise<TextbookResponse> {
    const textbook = await this.taxonomy.textbook(id);
    if (!textbook) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
    return textbook;
  }

  async create(input: CreateTextbookInput): Promise<TextbookResponse> {
    await this.requireSubject(input.subject_id);
    const slug = input.slug ?? textbookSlugOf(input.title, input.edition);
    const [row] = await this.writing(() =>
      this.dataSource.query<{ id: string }[]>(
        `INSERT INTO textbooks (slug, title, author, publisher, edition, rating, description, isbn, publication_year,
                                cover_image, subject_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          slug,
          input.title,
          input.author,
          input.publisher,
          input.edition,
          input.rating,
          input.description,
          input.isbn,
          input.publication_year,
          input.cover_image,
          input.subject_id,
        ],
      ),
    );
    return this.get(row!.id);
  }

  async update(id: string, input: UpdateTextbookInput): Promise<TextbookResponse> {
    if (input.subject_id !== undefined) await this.requireSubject(input.subject_id);
    const updated = await this.writing(() => updateColumns(this.dataSource.manager, 'textbooks', id, { ...input }));
    if (!updated) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
    return this.get(id);
  }

  /** Refused while any document (whatever its status) names the textbook. */
  async delete(id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM textbooks WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
        const documents = await this.documentsUsing(id, manager);
        if (documents > 0) throw textbookInUse(documents);
        await manager.query(`DELETE FROM textbooks WHERE id = $1`, [id]);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw textbookInUse(await this.documentsUsing(id));
      throw error;
    }
  }

  private async requireSubject(subjectId: string | null): Promise<void> {
    if (subjectId === null) return;
    const found = await this.dataSource.query<unknown[]>(`SELECT 1 FROM subjects WHERE id = $1`, [subjectId]);
    if (found.length === 0) throw unknownSubject();
  }

  private async documentsUsing(id: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM documents WHERE textbook_id = $1`,
      [id],
    );
    return row?.n ?? 0;
  }

  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw violatedConstraint(error)?.includes('isbn') ? TextbookErrors.ISBN_TAKEN() : TextbookErrors.SLUG_TAKEN();
    }
  }
}
