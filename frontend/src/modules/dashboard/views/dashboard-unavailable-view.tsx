import { SiteLogo } from '@/modules/shell/components/site-logo';

/** The gateway could not say who is signed in: nothing to show, nothing to decide. */
export function DashboardUnavailableView({ retryHref }: { retryHref: string }) {
  return (
    <main id="main-content" className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <SiteLogo />
      <h1 className="text-2xl font-bold text-ink">Your account cannot be loaded right now</h1>
      <p className="max-w-md text-muted">
        Studyhub is not answering at the moment. Please try again in a little while.
      </p>
      <a href={retryHref} className="btn-primary">
        Try again
      </a>
    </main>
  );
}
