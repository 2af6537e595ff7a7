import Link from 'next/link';
import { ADMIN_SECTIONS } from '../admin-sections';

/** The back office landing: what the admin can manage (spec section 2: contents not shown beyond names). */
export function AdminHomeView({ title }: { title: string }) {
  const sections = ADMIN_SECTIONS.filter((section) => section.href !== '/admin' && section.href !== '/admin/dashboard');
  return (
    <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-muted">Manage the platform&apos;s catalogue, people, money and content.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sections to manage">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="block rounded-xl border border-line px-4 py-3 font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
