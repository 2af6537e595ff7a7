import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_SETTINGS, type DocumentSettingsStore } from './document-settings';
import { UploadsSwitchErrors } from './uploads-switch.errors';

/**
 * Whether sellers may send document files now (the documents group's `uploads_open`). Only new
 * files ask: documents already uploaded are still processed, read and sold while uploads are closed.
 */
@Injectable()
export class UploadsGate {
  constructor(@Inject(DOCUMENT_SETTINGS) private readonly settings: DocumentSettingsStore) {}

  /** The process's copy of the group: reloaded on any replica's save, at most 30 s old (ADR 0032). */
  async isOpen(): Promise<boolean> {
    return (await this.settings.current()).value.uploads_open;
  }

  /** Refuses with 403 UPLOADS_CLOSED while an admin has closed uploads. */
  async assertOpen(): Promise<void> {
    if (!(await this.isOpen())) throw UploadsSwitchErrors.UPLOADS_CLOSED();
  }
}
