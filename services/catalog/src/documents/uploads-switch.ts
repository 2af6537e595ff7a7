import { Injectable } from '@nestjs/common';
import {
  UPLOADS_CLOSED_MESSAGE,
  type CatalogEventData,
  type EVENT_CATALOG,
  type EventEnvelope,
} from '@studyhub/contracts';
import { defineErrors, HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';

type Switched = EventEnvelope<'document.uploads-switched.v1', CatalogEventData<'document.uploads-switched.v1'>>;

export const UploadsSwitchErrors = defineErrors({
  UPLOADS_CLOSED: { status: 'FORBIDDEN', message: UPLOADS_CLOSED_MESSAGE },
});

/**
 * Keeps document-processing's uploads switch (ADR 0032): a listing is worth creating only when its
 * file may follow. The highest settings version wins, so a late or repeated event changes nothing.
 */
@Injectable()
export class UploadsSwitchConsumer {
  @HandlesEvent('document.uploads-switched.v1')
  async switched(event: Switched, { manager }: EventHandlerContext<typeof EVENT_CATALOG>): Promise<void> {
    await manager.query(
      `INSERT INTO uploads_switch (open, settings_version, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (id) DO UPDATE SET open = EXCLUDED.open, settings_version = EXCLUDED.settings_version,
         updated_at = EXCLUDED.updated_at
       WHERE uploads_switch.settings_version < EXCLUDED.settings_version`,
      [event.data.open, event.data.settingsVersion],
    );
  }
}

/** Refuses with 403 UPLOADS_CLOSED while uploads are closed; open until document-processing says otherwise. */
export async function assertUploadsOpen(manager: EntityManager): Promise<void> {
  const [row] = await manager.query<{ open: boolean }[]>(`SELECT open FROM uploads_switch`);
  if (row && !row.open) throw UploadsSwitchErrors.UPLOADS_CLOSED();
}
