import { Injectable } from '@nestjs/common';
import { OutboxWriter } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SLUG_PATTERN,
  type EVENT_CATALOG,
  isUnused,
  isUuid,
  type AdminUniversityListQuery,
  type ApiList,
  type CreateUniversityInput,
  type TaxonomyUsage,
  type UniversityResponse,
  type UniversityStatus,
  type UpdateUniversityInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { slugify } from '../common/slugify';
import { TaxonomyAudit, type AdminActor } from '../taxonomy-admin/taxonomy-audit';
import { TaxonomyImages } from '../taxonomy-admin/taxonomy-images';
import { AdminUniversitiesRepository, type UniversityColumns } from './admin-universities.repository';
import {
  UniversityAdminErrors,
  slugTaken,
  universityInUse,
  universityNotFound,
  unknownCountry,
} from './universities.errors';
import { universityResponseOf } from './university.dto';

/** The university id of an admin path, or 'Invalid university ID'. */
export function universityIdOf(id: string): string {
  if (!isUuid(id)) throw UniversityAdminErrors.INVALID_UNIVERSITY_ID();
  return id.toLowerCase();
}

/** A slug an admin path or a name produced, or 'Invalid university slug'. */
function checkedSlug(slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw UniversityAdminErrors.INVALID_UNIVERSITY_SLUG();
  return slug;
}

/**
 * The back office's universities: every status, created pending with the spec's slug rule, approved
 * by an admin, deleted only when nothing names them. Each write is audited in its transaction.
 */
@Injectable()
export class AdminUniversitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminUniversitiesRepository,
    private readonly audit: TaxonomyAudit,
    private readonly images: TaxonomyImages,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
  ) {}

  async list(query: AdminUniversityListQuery): Promise<ApiList<UniversityResponse>> {
    const { universities, total } = await this.repository.findPage(query);
    return {
      data: universities.map(universityResponseOf),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(key: string, manager?: EntityManager): Promise<UniversityResponse> {
    const university = await this.repository.findByIdOrSlug(
      isUuid(key) ? key : checkedSlug(key.toLowerCase()),
      manager,
    );
    if (!university) throw universityNotFound();
    return universityResponseOf(university);
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    await this.get(id);
    return this.repository.usage(id);
  }

  async create(actor: AdminActor, input: CreateUniversityInput): Promise<UniversityResponse> {
    const slug = checkedSlug(slugify(input.name));
    const countryId = await this.requireCountry(input.country);
    return this.writing(slug, () =>
      this.dataSource.transaction(async (manager) => {
        const id = await this.repository.insert(manager, {
          name: input.name,
          slug,
          type: input.type,
          country_id: countryId,
          categories: input.categories,
          logo_url: input.logo_url ?? null,
          status: 'pending',
        });
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action: 'university.created', targetId: id, before: null, after });
        await this.statusChanged(manager, actor, id, after.status);
        return after;
      }),
    );
  }

  /** The slug stays as it was unless one is given: renaming does not break existing links. */
  async update(actor: AdminActor, id: string, input: UpdateUniversityInput): Promise<UniversityResponse> {
    const columns: UniversityColumns = {
      name: input.name,
      slug: input.slug,
      type: input.type,
      categories: input.categories,
      logo_url: input.logo_url,
      status: input.status,
      country_id: input.country === undefined ? undefined : await this.requireCountry(input.country),
    };
    return this.changing(actor, id, 'university.updated', columns, input.slug ?? '');
  }

  setStatus(actor: AdminActor, id: string, status: UniversityStatus): Promise<UniversityResponse> {
    return this.changing(actor, id, `university.${status}`, { status });
  }

  /** Stores the new logo, points the row at it, then removes the old file if it was ours. */
  async setLogo(actor: AdminActor, id: string, bytes: Buffer): Promise<UniversityResponse> {
    const previous = await this.get(id);
    const logoUrl = await this.images.store('logo', id, bytes);
    let university: UniversityResponse;
    try {
      university = await this.changing(actor, id, 'university.logo-changed', { logo_url: logoUrl });
    } catch (error) {
      await this.images.remove('logo', logoUrl);
      throw error;
    }
    await this.images.remove('logo', previous.logo_url);
    return university;
  }

  async removeLogo(actor: AdminActor, id: string): Promise<UniversityResponse> {
    const previous = await this.get(id);
    const university = await this.changing(actor, id, 'university.logo-removed', { logo_url: null });
    await this.images.remove('logo', previous.logo_url);
    return university;
  }

  /**
   * Refused while any document (whatever its status) names the university or one of its courses, or
   * while it has courses: counted under the row's lock, so nothing can be added between the count
   * and the deletion.
   */
  async delete(actor: AdminActor, id: string): Promise<void> {
    let logoUrl: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw universityNotFound();
        const usage = await this.repository.usage(id, manager);
        if (!isUnused(usage)) throw universityInUse(usage);
        const before = await this.get(id, manager);
        logoUrl = before.logo_url;
        await this.repository.delete(manager, id);
        await this.audit.record(manager, actor, { action: 'university.deleted', targetId: id, before, after: null });
        await this.statusChanged(manager, actor, id, 'deleted');
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw universityInUse(await this.repository.usage(id));
      throw error;
    }
    await this.images.remove('logo', logoUrl);
  }

  private changing(
    actor: AdminActor,
    id: string,
    action: string,
    columns: UniversityColumns,
    slug = '',
  ): Promise<UniversityResponse> {
    return this.writing(slug, () =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, id))) throw universityNotFound();
        const before = await this.get(id, manager);
        await this.repository.update(manager, id, columns);
        const after = await this.get(id, manager);
        await this.audit.record(manager, actor, { action, targetId: id, before, after });
        if (after.status !== before.status) await this.statusChanged(manager, actor, id, after.status);
        return after;
      }),
    );
  }

  /** The back office counts the universities waiting for approval from this (ADR 0031). */
  private async statusChanged(
    manager: EntityManager,
    actor: AdminActor,
    universityId: string,
    status: UniversityStatus | 'deleted',
  ): Promise<void> {
    await this.outbox.append(
      manager,
      'university.status-changed.v1',
      { universityId, status },
      { context: actor.context },
    );
  }

  private async requireCountry(key: string): Promise<string> {
    const countryId = await this.repository.countryIdOf(key);
    if (!countryId) throw unknownCountry();
    return countryId;
  }

  private async writing<T>(slug: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }
}
