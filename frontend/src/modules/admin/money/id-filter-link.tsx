import Link from 'next/link';
import { shortId } from './admin-filters';

/** A shortened id that lists only this person's rows when followed (the full id is in its title). */
export function IdFilterLink({ id, href, who }: { id: string | null; href: string; who: string }) {
  if (!id) return <span className="text-muted">–</span>;
  return (
    <Link href={href} title={id} className="font-mono text-xs text-brand-700 underline hover:text-brand-900">
      {shortId(id)}
      <span className="sr-only">: show only this {who}</span>
    </Link>
  );
}
