import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isUnused,
  isUuid,
  type AdminTextbookListQuery,
  type ApiList,
  type CreateTextbookInput,
  type TaxonomyUsage,
  type TextbookResponse,
  type UpdateTextbookInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../common/database-errors';
import { slugFromTitle } from '../documents/document-slug';
import { TaxonomyAudit, type AdminActor } from '../taxonomy-admin/taxonomy-audit';
import { TaxonomyImages } from '../taxonomy-admin/taxonomy-images';
import { AdminTextbooksRepository, type TextbookColumns } from './admin-textbooks.repository';
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

/**
 * The back office's textbooks: ISBNs checked and unique, covers uploaded; deleted only when no
 * document names them. Each write is audited in its transaction.
 */
@Injectable()
export class AdminTextbooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminTextbooksRepository,
    private readonly audit: TaxonomyAudit,
    private readonly images: TaxonomyImages,
  ) {}

  async list(query: AdminTextbookListQuery): Promise<ApiList<TextbookResponse>> {
    const { textbooks, total } = await this.repository.findPage(query);
    return { data: textbooks, meta: { page: query.page, limit: query.limit, total } };
  }

  async get(id: string, manager?: EntityManager): Promise<TextbookResponse> {
    const textbook = await this.repository.findById(id, manager);
    if (!textbook) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
    return textbook;
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    await this.get(id);
    return this.repository.usage(id);
  }

  async create(actor: AdminActor, input: CreateTextbookInput): Promise<TextbookResponse> {
    await this.requireSubject(input.subject_id);
    const columns = {
      slug: input.slug ?? textbookSlugOf(input.title, input.edition),
      title: input.title,
      author: input.author,
      publisher: input.publisher,
      edition: input.edition,
      rating: input.rating,
      description: input.description,
      isbn: input.isbn,
      publication_year: input.publication_year,
      cover_image: input.cover_image,
      subject_id: input.subject_id,
    };
    return this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        const id = await this.repository.insert(manager, columns);
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action: 'textbook.created', targetId: id, before: null, after });
        return after;
      }),
    );
  }

  async update(actor: AdminActor, id: string, input: UpdateTextbookInput): Promise<TextbookResponse> {
    if (input.subject_id !== undefined) await this.requireSubject(input.subject_id);
    return this.changing(actor, id, 'textbook.updated', { ...input });
  }

  /** Stores the new cover, points the row at it, then removes the old file if it was ours. */
  async setCover(actor: AdminActor, id: string, bytes: Buffer): Promise<TextbookResponse> {
    const previous = await this.get(id);
    const coverUrl = await this.images.store('cover', id, bytes);
    let textbook: TextbookResponse;
    try {
      textbook = await this.changing(actor, id, 'textbook.cover-changed', { cover_image: coverUrl });
    } catch (error) {
      await this.images.remove('cover', coverUrl);
      throw error;
    }
    await this.images.remove('cover', previous.cover_image);
    return textbook;
  }

  async removeCover(actor: AdminActor, id: string): Promise<TextbookResponse> {
    const previous = await this.get(id);
    const textbook = await this.changing(actor, id, 'textbook.cover-removed', { cover_image: null });
    await this.images.remove('cover', previous.cover_image);
    return textbook;
  }

  /** Refused while any document (whatever its status) names the textbook, counted under the row's lock. */
  async delete(actor: AdminActor, id: string): Promise<void> {
    let coverUrl: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
        const usage = await this.repository.usage(id, manager);
        if (!isUnused(usage)) throw textbookInUse(usage);
        const before = await this.get(id, manager);
        coverUrl = before.cover_image;
        await this.repository.delete(manager, id);
        await this.audit.record(manager, actor, { action: 'textbook.deleted', targetId: id, before, after: null });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw textbookInUse(await this.repository.usage(id));
      throw error;
    }
    await this.images.remove('cover', coverUrl);
  }

  private changing(actor: AdminActor, id: string, action: string, columns: TextbookColumns): Promise<TextbookResponse> {
    return this.writing(() =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw TextbookErrors.TEXTBOOK_NOT_FOUND();
        const before = await this.get(id, manager);
        await this.repository.update(manager, id, columns);
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action, targetId: id, before, after });
        return after;
      }),
    );
  }

  private async requireSubject(subjectId: string | null): Promise<void> {
    if (subjectId === null) return;
    if (!(await this.repository.subjectExists(subjectId))) throw unknownSubject();
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
