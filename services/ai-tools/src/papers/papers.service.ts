import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_ACADEMIC_LEVEL,
  DEFAULT_CITATION_STYLE,
  PAPER_SAVE_DEFAULTS,
  defaultEditorTitle,
  type ApiList,
  type EVENT_CATALOG,
  type Paper,
  type PaperSummary,
  type PaperVersion,
  type PaperVersionSummary,
  type PapersQuery,
  type SavePaperRequest,
} from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { PaperErrors } from './papers.errors';
import { plainTextOf, sanitizePaperHtml, wordsOfHtml } from './paper-html';
import { paperOf, paperSummaryOf, versionOf, versionSummaryOf } from './paper.mapper';
import { PapersRepository } from './papers.repository';
import type { PaperEntity } from './paper.entity';
import { SourceFiles } from './sources/source-files';

/**
 * Papers and their history (spec section 4): a paper is created as a draft by its first save;
 * each later save that changes its text or title adds version latest+1, starting at 1.
 */
@Injectable()
export class PapersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly papers: PapersRepository,
    private readonly sourceFiles: SourceFiles,
  ) {}

  async create(userId: string, input: SavePaperRequest, context: RequestContext): Promise<Paper> {
    const content = sanitizePaperHtml(input.content ?? '');
    const now = new Date();
    const citationStyle = input.citation_style ?? DEFAULT_CITATION_STYLE;
    return this.dataSource.transaction(async (manager) => {
      const paper = await this.papers.insert(manager, {
        userId,
        title: titleOf(input.title, content, now),
        content,
        origin: input.origin ?? 'writer',
        paperType: input.paper_type ?? null,
        wordCount: input.word_count ?? 0,
        level: input.level ?? DEFAULT_ACADEMIC_LEVEL,
        citationStyle,
        sources: input.sources ?? sourcesDefaults(),
        instructions: input.instructions ?? '',
        status: 'draft',
        version: 0,
        createdAt: now,
        updatedAt: now,
      });
      await this.outbox.append(
        manager,
        'paper.created.v1',
        { paperId: paper.id, userId, title: paper.title, origin: paper.origin },
        { context },
      );
      return paperOf(paper);
    });
  }

  async save(userId: string, paperId: string, input: SavePaperRequest): Promise<Paper> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await this.papers.lockOwned(manager, userId, paperId);
      if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
      if (input.base_version !== undefined && input.base_version !== paper.version) {
        throw PaperErrors.PAPER_CHANGED_ELSEWHERE({ details: { version: paper.version } });
      }
      return paperOf(await this.apply(manager, paper, input, userId));
    });
  }

  async get(userId: string, paperId: string): Promise<Paper> {
    const paper = await this.papers.findOwned(this.dataSource.manager, userId, paperId);
    if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
    return paperOf(paper);
  }

  async list(userId: string, query: PapersQuery): Promise<ApiList<PaperSummary>> {
    const page = await this.papers.listOwned(this.dataSource.manager, userId, query);
    return {
      data: page.rows.map(paperSummaryOf),
      meta: { page: query.page, limit: query.limit, total: page.total },
    };
  }

  async delete(userId: string, paperId: string): Promise<void> {
    const deleted = await this.papers.deleteOwned(this.dataSource.manager, userId, [paperId]);
    if (deleted.length === 0) throw PaperErrors.PAPER_NOT_FOUND();
    await this.removeFilesOf(deleted);
  }

  /** Deletes those of the ids the user owns; the others are ignored, not reported. */
  async deleteMany(userId: string, paperIds: readonly string[]): Promise<{ deleted: string[] }> {
    const deleted = await this.papers.deleteOwned(this.dataSource.manager, userId, paperIds);
    await this.removeFilesOf(deleted);
    return { deleted };
  }

  async versions(userId: string, paperId: string): Promise<PaperVersionSummary[]> {
    const manager = this.dataSource.manager;
    await this.ownedOrFail(manager, userId, paperId);
    return (await this.papers.listVersions(manager, paperId)).map(versionSummaryOf);
  }

  async version(userId: string, paperId: string, versionNumber: number): Promise<PaperVersion> {
    const manager = this.dataSource.manager;
    await this.ownedOrFail(manager, userId, paperId);
    const version = await this.papers.findVersion(manager, paperId, versionNumber);
    if (!version) throw PaperErrors.PAPER_VERSION_NOT_FOUND();
    return versionOf(version, await this.papers.neighbours(manager, paperId, versionNumber));
  }

  /** Restoring is a save of the old text: history only grows, so a restore can itself be undone. */
  async restore(userId: string, paperId: string, versionNumber: number): Promise<Paper> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await this.papers.lockOwned(manager, userId, paperId);
      if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
      const version = await this.papers.findVersion(manager, paperId, versionNumber);
      if (!version) throw PaperErrors.PAPER_VERSION_NOT_FOUND();
      return paperOf(await this.apply(manager, paper, { content: version.content }, userId));
    });
  }

  /** The account was deleted: its papers and their versions go with it. */
  async forgetUser(manager: EntityManager, userId: string): Promise<number> {
    const deleted = await this.papers.deleteAllOf(manager, userId);
    await this.removeFilesOf(deleted);
    return deleted.length;
  }

  /** Reference files go after their rows: a failure leaves an orphan file, never a broken paper. */
  private async removeFilesOf(paperIds: readonly string[]): Promise<void> {
    for (const paperId of paperIds) await this.sourceFiles.removeAllOf(paperId);
  }

  private async apply(
    manager: EntityManager,
    paper: PaperEntity,
    input: SavePaperRequest,
    userId: string,
  ): Promise<PaperEntity> {
    const now = new Date();
    const content = input.content === undefined ? paper.content : sanitizePaperHtml(input.content);
    const title = input.title === undefined ? paper.title : titleOf(input.title, content, now);
    const isNewVersion = content !== paper.content || title !== paper.title;
    Object.assign(paper, {
      title,
      content,
      ...(input.origin === undefined ? {} : { origin: input.origin }),
      ...(input.paper_type === undefined ? {} : { paperType: input.paper_type }),
      ...(input.word_count === undefined ? {} : { wordCount: input.word_count }),
      ...(input.level === undefined ? {} : { level: input.level }),
      ...(input.citation_style === undefined ? {} : { citationStyle: input.citation_style }),
      ...(input.sources === undefined ? {} : { sources: input.sources }),
      ...(input.instructions === undefined ? {} : { instructions: input.instructions }),
      ...(input.status === undefined ? {} : { status: input.status }),
      updatedAt: now,
    });
    if (isNewVersion) {
      paper.version += 1;
      await this.papers.insertVersion(manager, {
        paperId: paper.id,
        versionNumber: paper.version,
        content,
        words: wordsOfHtml(content),
        createdBy: userId,
        createdAt: now,
      });
    }
    return this.papers.update(manager, paper);
  }

  private async ownedOrFail(manager: EntityManager, userId: string, paperId: string): Promise<void> {
    if (!(await this.papers.findOwned(manager, userId, paperId))) throw PaperErrors.PAPER_NOT_FOUND();
  }
}

/** An empty title takes the spec's editor rule: the text's first 30 characters, else Document_{date}. */
function titleOf(requested: string | undefined, content: string, now: Date): string {
  const title = requested?.trim() ?? '';
  return title === '' ? defaultEditorTitle(plainTextOf(content), now) : title;
}

function sourcesDefaults(): Paper['sources'] {
  return {
    required: true,
    inlineCitation: true,
    count: PAPER_SAVE_DEFAULTS.sourceCount,
    yearRange: { ...PAPER_SAVE_DEFAULTS.yearRange },
    references: { links: [], files: [] },
  };
}
