import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

/** Reads and writes of the users table shared by sign-in, profile and admin features. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(UserEntity);
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOneBy({ id });
  }

  /** `email` must already be lower-cased (the request schemas do it). */
  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOneBy({ email });
  }

  /** With the password hash, which every other read leaves out. */
  findByEmailWithPassword(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }

  findByIdWithPassword(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOne();
  }

  /** Locks the row for the rest of the transaction (status changes, password changes). */
  lockById(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.id = :id', { id })
      .getOne();
  }
}
