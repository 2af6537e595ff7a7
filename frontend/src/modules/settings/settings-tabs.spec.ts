import { parseSettingsTab, SETTINGS_TABS, tabAfterKey } from './settings-tabs';

describe('settings tabs', () => {
  it('are Profile, Billing, Security, Notifications', () => {
    expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual(['Profile', 'Billing', 'Security', 'Notifications']);
  });

  it('open on Profile unless the query names a tab', () => {
    expect(parseSettingsTab('billing')).toBe('billing');
    expect(parseSettingsTab('nope')).toBe('profile');
    expect(parseSettingsTab(null)).toBe('profile');
  });

  it('move with the arrow keys, wrapping, and jump with Home and End', () => {
    expect(tabAfterKey('profile', 'ArrowRight')).toBe('billing');
    expect(tabAfterKey('notifications', 'ArrowRight')).toBe('profile');
    expect(tabAfterKey('profile', 'ArrowLeft')).toBe('notifications');
    expect(tabAfterKey('billing', 'Home')).toBe('profile');
    expect(tabAfterKey('billing', 'End')).toBe('notifications');
    expect(tabAfterKey('billing', 'Enter')).toBeNull();
  });
});
