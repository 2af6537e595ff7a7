'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SETTINGS_TABS, tabAfterKey, type SettingsTabId } from '../settings-tabs';
import { BillingTab } from './billing-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

function TabPanel({ tab }: { tab: SettingsTabId }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'billing':
      return <BillingTab />;
    case 'security':
      return <SecurityTab />;
    case 'notifications':
      return <NotificationsTab />;
    default: {
      const unreachable: never = tab;
      return unreachable;
    }
  }
}

/** The settings tabs (WAI-ARIA tabs, automatic activation); the open tab is kept in the URL. */
export function SettingsTabs({ initialTab }: { initialTab: SettingsTabId }) {
  const pathname = usePathname();
  const [active, setActive] = useState<SettingsTabId>(initialTab);
  const tabRefs = useRef(new Map<SettingsTabId, HTMLButtonElement>());

  const select = (tab: SettingsTabId, shouldFocus = false) => {
    setActive(tab);
    if (shouldFocus) tabRefs.current.get(tab)?.focus();
    // Only the address changes: the page needs no new render from the server.
    window.history.replaceState(null, '', tab === 'profile' ? pathname : `${pathname}?tab=${tab}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(active, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Settings"
        className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-white p-1"
      >
        {SETTINGS_TABS.map((tab) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              id={`settings-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={isActive ? `settings-panel-${tab.id}` : undefined}
              tabIndex={isActive ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={clsx(
                'min-h-10 flex-1 rounded-lg px-4 text-sm font-medium whitespace-nowrap',
                isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`settings-panel-${active}`} role="tabpanel" aria-labelledby={`settings-tab-${active}`} className="mt-6">
        <TabPanel tab={active} />
      </div>
    </div>
  );
}
