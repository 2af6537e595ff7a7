import Link from 'next/link';
import { ADMIN_SETTINGS_PAGES } from '../admin-sections';

/** /admin/settings: the settings the back office can change, one page each. */
export function AdminSettingsView() {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mt-2 text-muted">Platform settings that change what users see and pay.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Settings pages">
        {ADMIN_SETTINGS_PAGES.map((page) => (
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
