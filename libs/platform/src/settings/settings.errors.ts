import { SETTINGS_MESSAGES } from '@studyhub/contracts';
import { defineErrors } from '../errors/app-error';

export const SettingsErrors = defineErrors({
  SETTINGS_VERSION_CONFLICT: { status: 'CONFLICT', message: SETTINGS_MESSAGES.staleVersion },
  SETTINGS_GROUP_NOT_FOUND: { status: 'NOT_FOUND', message: 'There are no such settings.' },
});
