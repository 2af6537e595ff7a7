import type { EntityManager } from 'typeorm';
import { HomeworkAnswerEntity } from './homework-answer.entity';

/** Every query of the homework helper's questions and answers. */
export class HomeworkRepository {
  async insert(manager: EntityManager, row: HomeworkAnswerEntity): Promise<HomeworkAnswerEntity> {
    const repository = manager.getRepository(HomeworkAnswerEntity);
    return repository.save(repository.create(row));
  }

  async findBySlug(manager: EntityManager, slug: string): Promise<HomeworkAnswerEntity | null> {
    return manager.getRepository(HomeworkAnswerEntity).findOneBy({ slug: slug.toLowerCase() });
  }

  /** The owner's row, locked until the transaction ends, so two visibility changes queue up. */
  async lockOwned(manager: EntityManager, userId: string, slug: string): Promise<HomeworkAnswerEntity | null> {
    return manager
      .getRepository(HomeworkAnswerEntity)
      .createQueryBuilder('answer')
      .setLock('pessimistic_write')
      .where('answer.slug = :slug AND answer.userId = :userId', { slug: slug.toLowerCase(), userId })
      .getOne();
  }

  async setPublic(manager: EntityManager, id: string, isPublic: boolean): Promise<void> {
    await manager.getRepository(HomeworkAnswerEntity).update({ id }, { isPublic });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(HomeworkAnswerEntity).delete({ id });
  }

  /** Newest first. */
  async listOwned(
    manager: EntityManager,
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: HomeworkAnswerEntity[]; total: number }> {
    const [rows, total] = await manager.getRepository(HomeworkAnswerEntity).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: page.offset,
      take: page.limit,
    });
    return { rows, total };
  }
}
