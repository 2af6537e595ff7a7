import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  SLUG_PATTERN,
  isUuid,
  type AdminUniversityListQuery,
  type ApiList,
  type CreateUniversityInput,
  type UniversityResponse,
  type UniversityStatus,
  type UpdateUniversityInput,
} from '@studyhub/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { slugify } from '../common/slugify';
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
 * by an admin, deleted only when no document names them.
 */
@Injectable()
export class AdminUniversitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminUniversitiesRepository,
  ) {}

  async list(query: AdminUniversityListQuery): Promise<ApiList<UniversityResponse>> {
    const { universities, total } = await this.repository.findPage(query);
    return {
      data: universities.map(universityResponseOf),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(key: string): Promise<UniversityResponse> {
    const university = await this.repository.findByIdOrSlug(isUuid(key) ? key : checkedSlug(key.toLowerCase()));
    if (!university) throw universityNotFound();
    return universityResponseOf(university);
  }

  async create(input: CreateUniversityInput): Promise<UniversityResponse> {
    const slug = checkedSlug(slugify(input.name));
    const countryId = await this.requireCountry(input.country);
    const id = await this.writing(slug, () =>
      this.repository.insert({
        name: input.name,
        slug,
        type: input.type,
        country_id: countryId,
        categories: input.categories,
        logo_url: input.logo_url ?? null,
        status: 'pending',
      }),
    );
    return this.get(id);
  }

  /** The slug stays as it was unless one is given: renaming does not break existing links. */
  async update(id: string, input: UpdateUniversityInput): Promise<UniversityResponse> {
    const columns: UniversityColumns = {
      name: input.name,
      slug: input.slug,
      type: input.type,
      categories: input.categories,
      logo_url: input.logo_url,
      status: input.status,
      country_id: input.country === undefined ? undefined : await this.requireCountry(input.country),
    };
    const updated = await this.writing(input.slug ?? '', () => this.repository.update(id, columns));
    if (!updated) throw universityNotFound();
    return this.get(id);
  }

  async setStatus(id: string, status: UniversityStatus): Promise<UniversityResponse> {
    if (!(await this.repository.update(id, { status }))) throw universityNotFound();
    return this.get(id);
  }

  /** Refused while any document (whatever its status) names the university or one of its courses. */
  async delete(id: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [locked] = await manager.query<unknown[]>(`SELECT 1 FROM universities WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked) throw universityNotFound();
        const documents = await this.repository.documentsUsing(manager, id);
        if (documents > 0) throw universityInUse(documents);
        await manager.query(`DELETE FROM universities WHERE id = $1`, [id]);
      });
    } catch (error) {
      // A document written between the check and the delete still holds the row.
      if (isForeignKeyViolation(error))
        throw universityInUse(await this.repository.documentsUsing(this.dataSource.manager, id));
      throw error;
    }
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
