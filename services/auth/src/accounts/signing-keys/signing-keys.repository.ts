import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity';

/** Serialises key creation across replicas for the rest of the caller's transaction. */
const ROTATION_LOCK = 'studyhub-auth:signing-key-rotation';

@Injectable()
export class SigningKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(SigningKeyEntity);
  }

  findAll(manager?: EntityManager): Promise<SigningKeyEntity[]> {
    return this.repo(manager).find({ order: { activatesAt: 'ASC' } });
  }

  async lockRotation(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ROTATION_LOCK]);
  }

  async insert(manager: EntityManager, key: SigningKeyEntity): Promise<void> {
    await this.repo(manager).insert(key);
  }

  async deleteByKids(kids: readonly string[]): Promise<void> {
    if (kids.length > 0) await this.repo().delete(kids as string[]);
  }
}
