const DASHBOARD_PAGE = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10';

/**
 * A server-rendered page on its way: a status line and placeholder blocks of its rough shape.
 * `className` replaces the dashboard's page frame (the admin console brings its own).
 */
export function PageLoading({ label, className = DASHBOARD_PAGE }: { label: string; className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="text-sm text-muted">
        {label}
      </p>
      <div aria-hidden="true" className="mt-6 grid animate-pulse gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-24 rounded-2xl bg-line" />
        ))}
      </div>
      <div aria-hidden="true" className="mt-6 h-64 animate-pulse rounded-2xl bg-line" />
    </div>
  );
}
