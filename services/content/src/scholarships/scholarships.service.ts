import { Injectable } from '@nestjs/common';
import type {
  ApiList,
  ScholarshipFacetsResponse,
  ScholarshipListQuery,
  ScholarshipResponse,
  ScholarshipSavedResponse,
} from '@studyhub/contracts';
import { utcDateOf } from './calendar';
import { scholarshipNotFound } from './scholarship.errors';
import { toScholarshipResponse } from './scholarship.mapper';
import type { ScholarshipEntity } from './scholarship.entity';
import { ScholarshipsRepository } from './scholarships.repository';

/** What students and visitors see: published scholarships only, and a student's saved ones. */
@Injectable()
export class ScholarshipsService {
  constructor(private readonly repository: ScholarshipsRepository) {}

  async list(query: ScholarshipListQuery, userId: string | undefined): Promise<ApiList<ScholarshipResponse>> {
    const { rows, total } = await this.repository.listPublished(query, today());
    return {
      data: await this.withSaved(rows, userId),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(slug: string, userId: string | undefined): Promise<ScholarshipResponse> {
    const scholarship = await this.repository.findPublishedBySlug(slug);
    if (!scholarship) throw scholarshipNotFound();
    const [response] = await this.withSaved([scholarship], userId);
    return response as ScholarshipResponse;
  }

  facets(): Promise<ScholarshipFacetsResponse> {
    return this.repository.facets(today());
  }

  /** Only a published scholarship can be saved; a closed one still can (the student may track it). */
  async save(userId: string, scholarshipId: string): Promise<ScholarshipSavedResponse> {
    if (!(await this.repository.findPublishedById(scholarshipId))) throw scholarshipNotFound();
    await this.repository.save(userId, scholarshipId);
    return { scholarship_id: scholarshipId, saved: true };
  }

  /** Unsaving what is not saved (or no longer exists) is not an error: the wish is already true. */
  async unsave(userId: string, scholarshipId: string): Promise<ScholarshipSavedResponse> {
    await this.repository.unsave(userId, scholarshipId);
    return { scholarship_id: scholarshipId, saved: false };
  }

  async listSaved(userId: string, page: number, limit: number): Promise<ApiList<ScholarshipResponse>> {
    const { rows, total } = await this.repository.listSaved(userId, page, limit, today());
    return { data: rows.map((row) => toScholarshipResponse(row, true)), meta: { page, limit, total } };
  }

  private async withSaved(rows: ScholarshipEntity[], userId: string | undefined): Promise<ScholarshipResponse[]> {
    const saved = userId
      ? await this.repository.savedAmong(
          userId,
          rows.map((row) => row.id),
        )
      : new Set<string>();
    return rows.map((row) => toScholarshipResponse(row, saved.has(row.id)));
  }
}

function today(): string {
  return utcDateOf(new Date());
}
