import { AppError } from '../errors/app-error';
import { SettingsRegistry } from './settings-registry';
import type { SettingsStore } from './settings-store';

function fakeStore(name: 'money' | 'documents') {
  const store = { group: { name }, invalidate: jest.fn() };
  return store as unknown as SettingsStore<Record<string, unknown>> & { invalidate: jest.Mock };
}

describe('SettingsRegistry', () => {
  it('finds the groups this service owns and answers 404 for any other', () => {
    const money = fakeStore('money');
    const registry = new SettingsRegistry([money]);
    expect(registry.get('money')).toBe(money);
    expect(registry.names()).toEqual(['money']);
    let refusal: unknown;
    try {
      registry.get('documents');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'SETTINGS_GROUP_NOT_FOUND', status: 404 });
  });

  it('drops the copy of the group a change names, or of every group when it cannot tell', () => {
    const money = fakeStore('money');
    const documents = fakeStore('documents');
    const registry = new SettingsRegistry([money, documents]);
    registry.invalidate('documents');
    expect(documents.invalidate).toHaveBeenCalledTimes(1);
    expect(money.invalidate).not.toHaveBeenCalled();
    registry.invalidate(undefined);
    expect(money.invalidate).toHaveBeenCalledTimes(1);
    expect(documents.invalidate).toHaveBeenCalledTimes(2);
  });
});
