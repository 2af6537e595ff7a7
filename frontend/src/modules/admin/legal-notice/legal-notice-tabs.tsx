import clsx from 'clsx';
import Link from 'next/link';

const TABS = [
  { id: 'legal', label: 'Legal pages', href: '/admin/legal-notice' },
  { id: 'help', label: 'Help FAQ', href: '/admin/legal-notice/help' },
  { id: 'messages', label: 'Messages', href: '/admin/legal-notice/messages' },
] as const;

/** The three parts of the legal notice section. */
export function LegalNoticeTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  return (
    <nav aria-label="Legal notice" className="mt-6 border-b border-line">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.href}
              aria-current={tab.id === current ? 'page' : undefined}
              className={clsx(
                '-mb-px inline-block border-b-2 px-4 py-2 text-sm font-medium',
                tab.id === current ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
