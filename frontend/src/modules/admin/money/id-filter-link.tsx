import Link from 'next/link';
import { adminUserHref } from '../users/user-detail-links';
import { shortId } from './admin-filters';

/**
 * A person's shortened id that lists only their rows when followed (the full id is in its title),
 * and a link to their account in the back office.
 */
export function IdFilterLink({ id, href, who }: { id: string | null; href: string; who: string }) {
  if (!id) return <span className="text-muted">–</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <Link
        href={href}
        title={id}
        className="inline-flex min-h-6 items-center font-mono text-xs text-brand-700 underline hover:text-brand-900"
      >
        {shortId(id)}
        <span className="sr-only">: show only this {who}</span>
      </Link>
      <Link
        href={adminUserHref(id)}
        className="inline-flex min-h-6 items-center text-xs text-brand-700 underline hover:text-brand-900"
        data-testid="admin-user-detail-link"
      >
        Account<span className="sr-only"> of this {who}</span>
      </Link>
    </span>
  );
}
