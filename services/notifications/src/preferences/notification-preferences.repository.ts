import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationPreferenceId } from '@studyhub/contracts';
import { NotificationPreferenceEntity } from './notification-preference.entity';
import { PREFERENCE_ENABLED_BY_DEFAULT, type StoredPreference } from './preference-defaults';

/** Every query on notification_preferences. */
@Injectable()
export class NotificationPreferencesRepository {
  /** Adds the default row for each id the user has none for; safe when two requests race. */
  async insertMissingDefaults(
    manager: EntityManager,
    userId: string,
    preferenceIds: readonly NotificationPreferenceId[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO notification_preferences (user_id, preference_id, enabled)
       SELECT $1, preference_id, $3 FROM unnest($2::text[]) AS ids(preference_id)
       ON CONFLICT (user_id, preference_id) DO NOTHING`,
      [userId, preferenceIds, PREFERENCE_ENABLED_BY_DEFAULT],
    );
  }

  async findByUser(manager: EntityManager, userId: string): Promise<StoredPreference[]> {
    const rows = await manager.getRepository(NotificationPreferenceEntity).find({ where: { userId } });
    return rows.map((row) => ({ preferenceId: row.preferenceId, enabled: row.enabled }));
  }

  async upsert(
    manager: EntityManager,
    userId: string,
    preferenceId: NotificationPreferenceId,
    enabled: boolean,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO notification_preferences (user_id, preference_id, enabled, updated_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id, preference_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
      [userId, preferenceId, enabled],
    );
  }

  /** The stored choice, or undefined when the user never had this preference written. */
  async findEnabled(
    manager: EntityManager,
    userId: string,
    preferenceId: NotificationPreferenceId,
  ): Promise<boolean | undefined> {
    const row = await manager
      .getRepository(NotificationPreferenceEntity)
      .findOne({ where: { userId, preferenceId }, select: { enabled: true } });
    return row?.enabled;
  }

  async deleteByUser(manager: EntityManager, userId: string): Promise<number> {
    const result = await manager.getRepository(NotificationPreferenceEntity).delete({ userId });
    return result.affected ?? 0;
  }
}
