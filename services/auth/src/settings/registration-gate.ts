import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_SETTINGS, type AccountSettingsStore } from './account-settings';
import { RegistrationErrors } from './registration.errors';

/** Whether new accounts may be created now; every way of creating one asks here first. */
@Injectable()
export class RegistrationGate {
  constructor(@Inject(ACCOUNT_SETTINGS) private readonly settings: AccountSettingsStore) {}

  async isOpen(): Promise<boolean> {
    return (await this.settings.current()).value.registration_open;
  }

  /** Refuses with 403 REGISTRATION_CLOSED while an admin has closed registration. */
  async assertOpen(): Promise<void> {
    if (!(await this.isOpen())) throw RegistrationErrors.REGISTRATION_CLOSED();
  }
}
