import Link from 'next/link';

/** Wordmark drawn in SVG so nothing is fetched. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={className ?? 'inline-flex shrink-0 items-center gap-2 rounded-lg'}
      aria-label="Studyhub home"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M9 11.5 16 8l7 3.5-7 3.5-7-3.5Zm2.5 3.1V19c0 1.7 2 3 4.5 3s4.5-1.3 4.5-3v-4.4L16 16.9l-4.5-2.3ZM23 12v6"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight text-ink">Studyhub</span>
    </Link>
  );
}
