import { RotateCcw } from 'lucide-react';

/** A section that could not be loaded: titled Error (as the library's alert), the reason, and a way to try again. */
export function LoadError({
  message,
  retryHref,
  title = 'Error',
}: {
  message: string;
  retryHref?: string;
  title?: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-sm text-ink">{message}</p>
      {retryHref ? (
        // A plain link: the page is rendered on the server, so loading it again is the retry.
        <a href={retryHref} className="btn-secondary mt-4">
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </a>
      ) : null}
    </div>
  );
}
