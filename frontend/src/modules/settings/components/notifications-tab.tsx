'use client';

import { useEffect, useState } from 'react';
import { SwitchField } from '@/modules/forms/components/switch-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchNotificationPreferences, updateNotificationPreference } from '../api/notification-preferences-api';
import { PREFERENCE_LABELS, withPreference, type PreferenceSetting } from '../notification-preferences';
import { SETTINGS_TEXT } from '../settings-tabs';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; settings: PreferenceSetting[] };

/** Notifications: one switch per preference, saved as it is flipped. */
export function NotificationsTab() {
  const { showToast } = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    fetchNotificationPreferences(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoaded(result.ok ? { status: 'ready', settings: result.data } : { status: 'failed' });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const change = async (setting: PreferenceSetting) => {
    if (loaded.status !== 'ready') return;
    const previous = loaded.settings;
    setLoaded({ status: 'ready', settings: withPreference(previous, setting) });
    setPending((current) => new Set(current).add(setting.preference_id));
    const result = await updateNotificationPreference(setting);
    setPending((current) => {
      const next = new Set(current);
      next.delete(setting.preference_id);
      return next;
    });
    if (result.ok) {
      setLoaded({ status: 'ready', settings: result.data });
      showToast({ title: SETTINGS_TEXT.notificationsUpdated, variant: 'success' });
    } else {
      setLoaded({ status: 'ready', settings: previous });
      showToast({
        title: SETTINGS_TEXT.notificationsUpdateFailed,
        description: failureMessage(result, 'Please try again.'),
        variant: 'error',
      });
    }
  };

  return (
    <section aria-labelledby="notifications-heading" className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <h2 id="notifications-heading" className="text-lg font-semibold text-ink">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-muted">Choose what Studyhub tells you about.</p>
      {loaded.status === 'loading' ? (
        <p role="status" className="mt-6 text-sm text-muted">
          Loading your notification settings…
        </p>
      ) : loaded.status === 'failed' ? (
        <p className="mt-6 text-sm text-danger">Your notification settings cannot be shown right now.</p>
      ) : (
        <div className="mt-4 divide-y divide-line">
          {loaded.settings.map((setting) => (
            <SwitchField
              key={setting.preference_id}
              label={PREFERENCE_LABELS[setting.preference_id].label}
              description={PREFERENCE_LABELS[setting.preference_id].description}
              isOn={setting.enabled}
              isDisabled={pending.has(setting.preference_id)}
              onChange={(enabled) => void change({ preference_id: setting.preference_id, enabled })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
