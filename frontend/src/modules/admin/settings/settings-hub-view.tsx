import type { SettingsSnapshot } from '@studyhub/contracts';
import Link from 'next/link';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { ADMIN_SETTINGS_PAGES } from '../admin-sections';
import { formatSettingValue } from './settings-form-values';
import { SETTINGS_GROUP_PAGES, type SettingsGroupPage } from './settings-groups';

async function GroupCard({ page }: { page: SettingsGroupPage }) {
  const current = await fetchFromGateway<SettingsSnapshot<Record<string, unknown>>>(`/admin/settings/${page.group}`, {
    fallbackMessage: 'Could not be loaded right now.',
  });
  return (
    <Link
      href={page.href}
      className="block h-full rounded-xl border border-line px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
    >
      <span className="font-medium text-ink">{page.title}</span>
      <span className="mt-1 block text-sm text-muted">{page.description}</span>
      {current.ok ? (
        <dl className="mt-3 grid gap-1 text-sm">
          {page.fields
            .filter((field) => !page.hubKeys || page.hubKeys.includes(field.key))
            .map((field) => (
              <div key={field.key} className="flex justify-between gap-3">
                <dt className="text-muted">{field.label}</dt>
                <dd className="font-semibold text-ink">{formatSettingValue(field, current.data.value[field.key])}</dd>
              </div>
            ))}
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Version</dt>
            <dd className="text-ink">{current.data.version === 0 ? '0 (defaults)' : current.data.version}</dd>
          </div>
        </dl>
      ) : (
        <span className="mt-3 block text-sm text-danger">{current.message}</span>
      )}
    </Link>
  );
}

/** /admin/settings: every settings group with the values in force, each opening its form and history. */
export function SettingsHubView() {
  const groupHrefs = new Set(SETTINGS_GROUP_PAGES.map((page) => page.href));
  const otherPages = ADMIN_SETTINGS_PAGES.filter((page) => !groupHrefs.has(page.href));
  return (
    <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mt-2 text-muted">
        Platform settings that change what users see and pay. Each change is checked, confirmed, kept in its history and
        recorded in the audit trail.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Settings groups">
        {SETTINGS_GROUP_PAGES.map((page) => (
          <li key={page.href}>
            <GroupCard page={page} />
          </li>
        ))}
        {otherPages.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              className="block h-full rounded-xl border border-line px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="font-medium text-ink">{page.label}</span>
              <span className="mt-1 block text-sm text-muted">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
