import { NOTIFICATION_PREFERENCE_IDS } from '@studyhub/contracts';
import { isPreferenceOn, preferenceListOf } from './preference-defaults';

describe('notification preference defaults', () => {
  it('lists all eight preferences of the spec, in its order, all enabled, for a new user', () => {
    expect(preferenceListOf([])).toEqual([
      { preference_id: 'points-access', enabled: true },
      { preference_id: 'security-login', enabled: true },
      { preference_id: 'paper_creation', enabled: true },
      { preference_id: 'order-status', enabled: true },
      { preference_id: 'document-status', enabled: true },
      { preference_id: 'withdrawal-status', enabled: true },
      { preference_id: 'price-status', enabled: true },
      { preference_id: 'security-status', enabled: true },
    ]);
    expect(preferenceListOf([]).map((p) => p.preference_id)).toEqual([...NOTIFICATION_PREFERENCE_IDS]);
  });

  it('keeps stored choices, fills the rest with defaults and drops ids the spec does not list', () => {
    const list = preferenceListOf([
      { preferenceId: 'security-status', enabled: false },
      { preferenceId: 'retired-preference', enabled: false },
      { preferenceId: 'security-login', enabled: false },
    ]);
    expect(list).toHaveLength(8);
    expect(list.filter((p) => !p.enabled).map((p) => p.preference_id)).toEqual(['security-login', 'security-status']);
  });

  it('treats a preference without a stored row as on', () => {
    expect(isPreferenceOn(undefined)).toBe(true);
    expect(isPreferenceOn(null)).toBe(true);
    expect(isPreferenceOn(false)).toBe(false);
    expect(isPreferenceOn(true)).toBe(true);
  });
});
