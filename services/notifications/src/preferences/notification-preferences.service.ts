import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  NOTIFICATION_PREFERENCE_IDS,
  type NotificationPreference,
  type NotificationPreferenceId,
} from '@studyhub/contracts';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { isPreferenceOn, preferenceListOf } from './preference-defaults';

@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: NotificationPreferencesRepository,
  ) {}

  /** The user's preferences in the spec's order; the default rows are written on the first read. */
  async listFor(userId: string): Promise<NotificationPreference[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.repository.insertMissingDefaults(manager, userId, NOTIFICATION_PREFERENCE_IDS);
      return preferenceListOf(await this.repository.findByUser(manager, userId));
    });
  }

  /** Turns one preference on or off and answers the full list. */
  async update(
    userId: string,
    preferenceId: NotificationPreferenceId,
    enabled: boolean,
  ): Promise<NotificationPreference[]> {
    return this.dataSource.transaction(async (manager) => {
      // Defaults first: every writer then takes the row locks in the same (spec) order, so a first
      // read racing this update cannot deadlock with it.
      await this.repository.insertMissingDefaults(manager, userId, NOTIFICATION_PREFERENCE_IDS);
      await this.repository.upsert(manager, userId, preferenceId, enabled);
      return preferenceListOf(await this.repository.findByUser(manager, userId));
    });
  }

  /** Read inside an event handler's transaction; no row means the default (on). */
  async isEnabled(manager: EntityManager, userId: string, preferenceId: NotificationPreferenceId): Promise<boolean> {
    return isPreferenceOn(await this.repository.findEnabled(manager, userId, preferenceId));
  }

  /** Forgets the user's choices (account deleted). */
  async forget(manager: EntityManager, userId: string): Promise<number> {
    return this.repository.deleteByUser(manager, userId);
  }
}
