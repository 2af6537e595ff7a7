import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter } from '@studyhub/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { DOCUMENT_SETTINGS, type DocumentSettingsStore } from './document-settings';

/**
 * Tells the catalog whether uploads are open (document.uploads-switched.v1), in the very transaction
 * that saves the switch, so the catalog refuses new listings while they are closed. At start it
 * repeats the saved state once: a switch saved before this announcement existed still reaches the
 * catalog, which keeps the highest settings version it has seen, so a repeat changes nothing.
 */
@Injectable()
export class UploadsSwitchAnnouncer implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(DOCUMENT_SETTINGS) private readonly settings: DocumentSettingsStore,
  ) {}

  onModuleInit(): void {
    this.settings.onChangeIn(async (manager, change) => {
      if (change.before.uploads_open === change.after.uploads_open) return;
      await this.announce(manager, change.after.uploads_open, change.version);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const saved = await this.settings.currentIn(manager);
      if (saved.version > 0) await this.announce(manager, saved.value.uploads_open, saved.version);
    });
  }

  private announce(manager: EntityManager, open: boolean, settingsVersion: number) {
    return this.outbox.append(manager, 'document.uploads-switched.v1', { open, settingsVersion });
  }
}
