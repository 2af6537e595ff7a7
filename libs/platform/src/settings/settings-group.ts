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
  /** How the audit trail names each setting, with its unit: `seller share (%)`. */
  labels: { [K in keyof TValue]: string };
  defaultsFrom: (config: never) => TValue;
}

export function defineSettingsGroup<TValue extends Record<string, unknown>, TConfig>(group: {
  name: SettingsGroupName;
  title: string;
  schema: z.ZodType<TValue>;
  labels: { [K in keyof TValue]: string };
  defaultsFrom: (config: TConfig) => TValue;
}): SettingsGroup<TValue> {
  return group;
}

/** The Nest token of a group's store, for `@Inject(settingsStoreToken(group))`. */
export function settingsStoreToken(group: Pick<SettingsGroup<Record<string, unknown>>, 'name'>): string {
  return `SETTINGS_STORE:${group.name}`;
}

/** One line for the audit trail: `Money settings: seller share (%) 70 → 80`. */
export function settingsChangeSummary<TValue extends Record<string, unknown>>(
  group: Pick<SettingsGroup<TValue>, 'title' | 'labels'>,
  before: TValue,
  after: TValue,
): string {
  const changes = Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${group.labels[key] ?? key} ${String(before[key])} → ${String(after[key])}`);
  return `${group.title} settings: ${changes.length > 0 ? changes.join(', ') : 'saved unchanged'}`;
}
