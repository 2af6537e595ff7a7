import { NOTIFICATION_PREFERENCE_IDS } from '@studyhub/contracts';
import { PREFERENCE_LABELS, readNotificationPreferences, withPreference } from './notification-preferences';

describe('PREFERENCE_LABELS', () => {
  it('names every preference id with a distinct label', () => {
    const labels = NOTIFICATION_PREFERENCE_IDS.map((id) => PREFERENCE_LABELS[id].label);
    expect(new Set(labels).size).toBe(NOTIFICATION_PREFERENCE_IDS.length);
    for (const id of NOTIFICATION_PREFERENCE_IDS) expect(PREFERENCE_LABELS[id].description).toMatch(/\.$/);
  });
});

describe('readNotificationPreferences', () => {
  it('keeps known ids in catalogue order', () => {
    expect(
      readNotificationPreferences([
        { preference_id: 'security-status', enabled: false },
        { preference_id: 'points-access', enabled: true },
        { preference_id: 'made-up', enabled: true },
        { preference_id: 'order-status', enabled: 'yes' },
      ]),
    ).toEqual([
      { preference_id: 'points-access', enabled: true },
      { preference_id: 'security-status', enabled: false },
    ]);
  });

  it('is null for anything but a list', () => {
    expect(readNotificationPreferences({})).toBeNull();
  });
});

describe('withPreference', () => {
  it('replaces one setting', () => {
    expect(
      withPreference(
        [
          { preference_id: 'points-access', enabled: true },
          { preference_id: 'order-status', enabled: true },
        ],
        { preference_id: 'order-status', enabled: false },
      ),
    ).toEqual([
      { preference_id: 'points-access', enabled: true },
      { preference_id: 'order-status', enabled: false },
    ]);
  });
});
