import type { EntityManager } from 'typeorm';
import type { PapersQuery } from '@studyhub/contracts';
import { PaperVersionEntity } from './paper-version.entity';
import { PaperEntity } from './paper.entity';

export interface PaperPage {
  rows: PaperEntity[];
  total: number;
}

/** Every read is scoped by owner: a paper is only ever found by the user it belongs to. */
export class PapersRepository {
  async insert(manager: EntityManager, paper: Omit<PaperEntity, 'id'>): Promise<PaperEntity> {
    const repository = manager.getRepository(PaperEntity);
    return repository.save(repository.create(paper));
  }

  async findOwned(manager: EntityManager, userId: string, paperId: string): Promise<PaperEntity | null> {
    return manager.getRepository(PaperEntity).findOneBy({ id: paperId, userId });
  }

  /** The paper's row, locked until the transaction ends: saves of one paper queue up. */
  async lockOwned(manager: EntityManager, userId: string, paperId: string): Promise<PaperEntity | null> {
    return manager
      .getRepository(PaperEntity)
      .createQueryBuilder('paper')
      .setLock('pessimistic_write')
      .where('paper.id = :paperId AND paper.userId = :userId', { paperId, userId })
      .getOne();
  }

  async update(manager: EntityManager, paper: PaperEntity): Promise<PaperEntity> {
    return manager.getRepository(PaperEntity).save(paper);
  }

  /** Newest first, as spec section 7 lists a user's papers. */
  async listOwned(manager: EntityManager, userId: string, query: PapersQuery): Promise<PaperPage> {
    const builder = manager
      .getRepository(PaperEntity)
      .createQueryBuilder('paper')
      .where('paper.userId = :userId', { userId });
    if (query.origin) builder.andWhere('paper.origin = :origin', { origin: query.origin });
    if (query.q) builder.andWhere('paper.title ILIKE :pattern', { pattern: `%${escapeLike(query.q)}%` });
    const [rows, total] = await builder
      .orderBy('paper.createdAt', 'DESC')
      .addOrderBy('paper.id', 'DESC')
      .skip((query.page - 1) * query.limit)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  async deleteOwned(manager: EntityManager, userId: string, paperIds: readonly string[]): Promise<string[]> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(PaperEntity)
      .where('user_id = :userId AND id IN (:...paperIds)', { userId, paperIds })
      .returning('id')
      .execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }

  async deleteAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(PaperEntity)
      .where('user_id = :userId', { userId })
      .returning('id')
      .execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }

  async insertVersion(manager: EntityManager, version: Omit<PaperVersionEntity, 'id'>): Promise<PaperVersionEntity> {
    const repository = manager.getRepository(PaperVersionEntity);
    return repository.save(repository.create(version));
  }

  /** Newest first, without their content. */
  async listVersions(manager: EntityManager, paperId: string): Promise<Omit<PaperVersionEntity, 'content'>[]> {
    return manager.getRepository(PaperVersionEntity).find({
      select: { id: true, paperId: true, versionNumber: true, words: true, createdBy: true, createdAt: true },
      where: { paperId },
      order: { versionNumber: 'DESC' },
    });
  }

  async findVersion(
    manager: EntityManager,
    paperId: string,
    versionNumber: number,
  ): Promise<PaperVersionEntity | null> {
    return manager.getRepository(PaperVersionEntity).findOneBy({ paperId, versionNumber });
  }

  /** The closest existing versions on either side (numbers are dense today, but need not stay so). */
  async neighbours(
    manager: EntityManager,
    paperId: string,
    versionNumber: number,
  ): Promise<{ previous: number | null; next: number | null }> {
    const [row] = await manager.query<{ previous: number | null; next: number | null }[]>(
      `SELECT
         (SELECT max(version_number) FROM paper_versions WHERE paper_id = $1 AND version_number < $2) AS previous,
         (SELECT min(version_number) FROM paper_versions WHERE paper_id = $1 AND version_number > $2) AS next`,
      [paperId, versionNumber],
    );
    return { previous: row?.previous ?? null, next: row?.next ?? null };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
