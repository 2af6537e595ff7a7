import { Home, Mail } from 'lucide-react';
import Link from 'next/link';
import { RedirectCountdown } from '../components/redirect-countdown';

const DEFAULT_DESCRIPTION =
  'The link may be out of date or the page may have moved. Head back to the home page, or tell us what you were looking for and we will help you find it.';

/** The 404 page; a section may name what was missing (e.g. 'Textbook not found'). */
export function NotFoundView({
  title = 'We could not find that page',
  description = DEFAULT_DESCRIPTION,
}: { title?: string; description?: string } = {}) {
  return (
    <section className="page-container flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg leading-8 text-muted">{description}</p>
      <RedirectCountdown />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className="btn-primary px-6">
          <Home aria-hidden="true" className="size-4" />
          Go to the home page
        </Link>
        <Link href="/contact" className="btn-secondary px-6">
          <Mail aria-hidden="true" className="size-4" />
          Contact support
        </Link>
      </div>
    </section>
  );
}
