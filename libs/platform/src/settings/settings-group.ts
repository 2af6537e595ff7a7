import type { SettingsGroupName } from '@studyhub/contracts';
import type { z } from 'zod';

/**
 * One group of platform settings, owned by the service that applies it (ADR 0032): its name in
 * `/admin/settings/<name>`, the schema every saved value passes, and the defaults in force until an
 * admin saves a value (taken from the service's environment at boot).
 */
export interface SettingsGroup<TValue extends Record<string, unknown>> {
  name: SettingsGroupName;
  /** The audit trail's action prefix and the history's subject, e.g. `Money settings`. */
  title: string;
  schema: z.ZodType<TValue>;
  defaultsFrom: (config: never) => TValue;
}

export function defineSettingsGroup<TValue extends Record<string, unknown>, TConfig>(group: {
  name: SettingsGroupName;
  title: string;
  schema: z.ZodType<TValue>;
  defaultsFrom: (config: TConfig) => TValue;
}): SettingsGroup<TValue> {
  return group;
}

/** The Nest token of a group's store, for `@Inject(settingsStoreToken(group))`. */
export function settingsStoreToken(group: Pick<SettingsGroup<Record<string, unknown>>, 'name'>): string {
  return `SETTINGS_STORE:${group.name}`;
}
