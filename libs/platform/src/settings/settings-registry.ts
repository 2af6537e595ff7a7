import type { SettingsGroupName } from '@studyhub/contracts';
import { SettingsErrors } from './settings.errors';
import type { SettingsStore } from './settings-store';

type AnyStore = SettingsStore<Record<string, unknown>>;

/** The settings groups this service owns, by name. */
export class SettingsRegistry {
  private readonly stores = new Map<string, AnyStore>();

  constructor(stores: readonly AnyStore[]) {
    for (const store of stores) this.stores.set(store.group.name, store);
  }

  /** The store of a group this service owns; any other name is a 404. */
  get(name: string): AnyStore {
    const store = this.stores.get(name);
    if (!store) throw SettingsErrors.SETTINGS_GROUP_NOT_FOUND();
    return store;
  }

  names(): SettingsGroupName[] {
    return [...this.stores.values()].map((store) => store.group.name);
  }

  /** A change was announced (`undefined`: maybe several were missed): drop the copies it touches. */
  invalidate(name: string | undefined): void {
    for (const store of this.stores.values()) if (name === undefined || store.group.name === name) store.invalidate();
  }
}
