import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PAPER_LIMITS,
  manualSourceInputSchema,
  type AddSourceRequest,
  type ManualSourceInput,
  type PaperSource,
  type PaperSourceLibrary,
  type SourceItem,
  type SourceKind,
} from '@studyhub/contracts';
import { parseInput } from '@studyhub/platform';
import {
  checkLibrary,
  formatBibliography,
  sourceFromDoi,
  sourceFromUploadedFile,
  sourceFromUrl,
} from '../../citations';
import type { PaperEntity } from '../paper.entity';
import { PaperErrors } from '../papers.errors';
import { PapersRepository } from '../papers.repository';
import { DoiResolver } from './doi-resolver';
import type { PaperSourceEntity } from './paper-source.entity';
import { PaperSourceErrors } from './paper-sources.errors';
import { PaperSourcesRepository } from './paper-sources.repository';
import { SourceFiles } from './source-files';
import { sourceKeyFor } from './source-keys';
import type { SourceUpload } from './source-upload';

/** Fields a citation needs before it reads well; listed so the student can complete them. */
const CITATION_FIELDS = ['author', 'issued'] as const;

/**
 * A paper's source library: the only sources its generated text may cite. Every change locks the
 * paper's row, so two additions never take the same key.
 */
@Injectable()
export class PaperSourcesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly papers: PapersRepository,
    private readonly sources: PaperSourcesRepository,
    private readonly doiResolver: DoiResolver,
    private readonly files: SourceFiles,
  ) {}

  async library(userId: string, paperId: string): Promise<PaperSourceLibrary> {
    const manager = this.dataSource.manager;
    const paper = await this.papers.findOwned(manager, userId, paperId);
    if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
    return libraryOf(paper, await this.sources.listOf(manager, paperId));
  }

  /** The library's items as the writer's prompt and the citation formatter take them. */
  async itemsOf(manager: EntityManager, paperId: string): Promise<SourceItem[]> {
    return (await this.sources.listOf(manager, paperId)).map(itemOf);
  }

  async add(userId: string, paperId: string, request: AddSourceRequest): Promise<PaperSource> {
    const { kind, item } = await this.itemFor(request);
    return this.insert(userId, paperId, { kind, item, fileKey: null, fileName: null });
  }

  async addFile(userId: string, paperId: string, upload: SourceUpload): Promise<PaperSource> {
    const draft = sourceFromUploadedFile({
      fileName: upload.fileName,
      ...(upload.item.title ? { title: upload.item.title } : {}),
    });
    const item = completed({ ...draft, ...upload.item, type: upload.item.type ?? draft.type });
    const paper = await this.papers.findOwned(this.dataSource.manager, userId, paperId);
    if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
    const fileKey = await this.files.store(paperId, upload.mediaType, upload.bytes);
    try {
      return await this.insert(userId, paperId, { kind: 'file', item, fileKey, fileName: upload.fileName });
    } catch (error) {
      await this.files.remove([fileKey]);
      throw error;
    }
  }

  async update(userId: string, paperId: string, sourceKey: string, item: ManualSourceInput): Promise<PaperSource> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await this.lockPaper(manager, userId, paperId);
      const source = await this.sources.findByKey(manager, paperId, sourceKey);
      if (!source) throw PaperSourceErrors.SOURCE_NOT_FOUND();
      source.item = item;
      source.updatedAt = new Date();
      await this.sources.update(manager, source);
      const all = await this.sources.listOf(manager, paperId);
      await this.syncReferences(manager, paper, all);
      return sourceIn(libraryOf(paper, all), sourceKey);
    });
  }

  async remove(userId: string, paperId: string, sourceKey: string): Promise<void> {
    const fileKey = await this.dataSource.transaction(async (manager) => {
      const paper = await this.lockPaper(manager, userId, paperId);
      const source = await this.sources.findByKey(manager, paperId, sourceKey);
      if (!source) throw PaperSourceErrors.SOURCE_NOT_FOUND();
      await this.sources.delete(manager, source);
      await this.syncReferences(manager, paper, await this.sources.listOf(manager, paperId));
      return source.fileKey;
    });
    if (fileKey) await this.files.remove([fileKey]);
  }

  async fileUrl(userId: string, paperId: string, sourceKey: string): Promise<{ url: string; expires_in: number }> {
    const manager = this.dataSource.manager;
    if (!(await this.papers.findOwned(manager, userId, paperId))) throw PaperErrors.PAPER_NOT_FOUND();
    const source = await this.sources.findByKey(manager, paperId, sourceKey);
    if (!source?.fileKey) throw PaperSourceErrors.SOURCE_NOT_FOUND();
    return { url: await this.files.downloadUrl(source.fileKey, source.fileName ?? 'reference'), expires_in: 3600 };
  }

  private async itemFor(request: AddSourceRequest): Promise<{ kind: SourceKind; item: ManualSourceInput }> {
    if (request.kind === 'manual') return { kind: 'manual', item: request.item };
    const typed = request.item ?? {};
    const draft = request.kind === 'doi' ? sourceFromDoi(request.doi) : sourceFromUrl(request.url, new Date());
    if (draft.DOI) {
      const lookup = await this.doiResolver.lookUp(draft.DOI);
      const found = lookup.found ? lookup.draft : {};
      // What the student typed wins over what the registry says.
      return { kind: 'doi', item: completed({ ...draft, ...found, ...typed, DOI: draft.DOI }) };
    }
    return { kind: 'url', item: completed({ ...draft, ...typed }) };
  }

  private async insert(
    userId: string,
    paperId: string,
    source: { kind: SourceKind; item: ManualSourceInput; fileKey: string | null; fileName: string | null },
  ): Promise<PaperSource> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await this.lockPaper(manager, userId, paperId);
      const existing = await this.sources.listOf(manager, paperId);
      if (existing.length >= PAPER_LIMITS.sourceCount) throw PaperSourceErrors.SOURCE_LIBRARY_FULL();
      const now = new Date();
      const sourceKey = sourceKeyFor(source.item, new Set(existing.map((row) => row.sourceKey)));
      const saved = await this.sources.insert(manager, {
        paperId,
        sourceKey,
        kind: source.kind,
        item: source.item,
        fileKey: source.fileKey,
        fileName: source.fileName,
        createdAt: now,
        updatedAt: now,
      });
      const all = [...existing, saved];
      await this.syncReferences(manager, paper, all);
      return sourceIn(libraryOf(paper, all), sourceKey);
    });
  }

  private async lockPaper(manager: EntityManager, userId: string, paperId: string): Promise<PaperEntity> {
    const paper = await this.papers.lockOwned(manager, userId, paperId);
    if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
    return paper;
  }

  /** The paper's `sources.references` (spec section 3) mirror the library's links and files. */
  private async syncReferences(
    manager: EntityManager,
    paper: PaperEntity,
    all: readonly PaperSourceEntity[],
  ): Promise<void> {
    paper.sources = {
      ...paper.sources,
      references: {
        links: all.flatMap((row) =>
          row.item.DOI ? [`https://doi.org/${row.item.DOI}`] : row.item.URL ? [row.item.URL] : [],
        ),
        files: all.flatMap((row) => (row.fileName ? [row.fileName] : [])),
      },
    };
    await this.papers.update(manager, paper);
  }
}

/** A draft becomes a source once it has a title; the rest the student may complete later. */
function completed(draft: Partial<ManualSourceInput>): ManualSourceInput {
  if (!draft.title?.trim()) throw PaperSourceErrors.SOURCE_TITLE_NEEDED();
  return parseInput(manualSourceInputSchema, draft);
}

function itemOf(row: PaperSourceEntity): SourceItem {
  return { ...row.item, id: row.sourceKey };
}

function libraryOf(paper: PaperEntity, rows: readonly PaperSourceEntity[]): PaperSourceLibrary {
  const items = rows.map(itemOf);
  const entries = new Map(formatBibliography(items, paper.citationStyle).map((entry) => [entry.id, entry]));
  const rules = { count: paper.sources.count, yearRange: paper.sources.yearRange };
  const check = checkLibrary(items, rules);
  const outside = new Set(check.outsideYearRange.map((entry) => entry.id));
  return {
    sources: rows.map((row, index) => {
      const item = items[index]!;
      const entry = entries.get(item.id);
      return {
        id: row.sourceKey,
        kind: row.kind,
        item,
        file_name: row.fileName,
        created_at: row.createdAt.toISOString(),
        formatted: { html: entry?.html ?? '', text: entry?.text ?? '' },
        out_of_range: outside.has(item.id),
        missing: CITATION_FIELDS.filter((field) => {
          const value = item[field];
          return value === undefined || (Array.isArray(value) && value.length === 0);
        }),
      };
    }),
    requirement: {
      count: check.requiredCount,
      usable: check.usableCount,
      met: check.hasEnoughSources,
      year_range: { ...rules.yearRange },
    },
  };
}

function sourceIn(library: PaperSourceLibrary, sourceKey: string): PaperSource {
  const source = library.sources.find((candidate) => candidate.id === sourceKey);
  if (!source) throw PaperSourceErrors.SOURCE_NOT_FOUND();
  return source;
}
