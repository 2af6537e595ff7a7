import type { EntityManager } from 'typeorm';
import { PaperSourceEntity } from './paper-source.entity';

export class PaperSourcesRepository {
  /** Oldest first: the order the student built the library in. */
  async listOf(manager: EntityManager, paperId: string): Promise<PaperSourceEntity[]> {
    return manager
      .getRepository(PaperSourceEntity)
      .find({ where: { paperId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async findByKey(manager: EntityManager, paperId: string, sourceKey: string): Promise<PaperSourceEntity | null> {
    return manager.getRepository(PaperSourceEntity).findOneBy({ paperId, sourceKey });
  }

  async insert(manager: EntityManager, source: Omit<PaperSourceEntity, 'id'>): Promise<PaperSourceEntity> {
    const repository = manager.getRepository(PaperSourceEntity);
    return repository.save(repository.create(source));
  }

  async update(manager: EntityManager, source: PaperSourceEntity): Promise<PaperSourceEntity> {
    return manager.getRepository(PaperSourceEntity).save(source);
  }

  async delete(manager: EntityManager, source: PaperSourceEntity): Promise<void> {
    await manager.getRepository(PaperSourceEntity).delete({ id: source.id });
  }
}
