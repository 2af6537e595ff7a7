import Link from 'next/link';
import type { ReactNode } from 'react';

/** A titled part of the user detail page; each loads on its own, so one failing leaves the others. */
export function DetailPanel({
  id,
  title,
  links = [],
  children,
}: {
  /** The anchor the panel's paging returns to. */
  id: string;
  title: string;
  /** The full admin lists, filtered to this user. */
  links?: { href: string; label: string }[];
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-4 sm:p-5"
      data-testid={`user-panel-${id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {links.length > 0 ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A panel on its way (the Suspense fallback): its title and a placeholder block. */
export function DetailPanelLoading({ id, title }: { id: string; title: string }) {
  return (
    <DetailPanel id={id} title={title}>
      <p role="status" className="sr-only">
        Loading {title.toLowerCase()}…
      </p>
      <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-line" />
    </DetailPanel>
  );
}

/** A quiet line for a panel with nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line-strong p-4 text-sm text-muted" data-testid="panel-empty">
      {children}
    </p>
  );
}
