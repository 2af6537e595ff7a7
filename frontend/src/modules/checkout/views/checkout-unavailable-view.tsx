/**
 * The gateway could not say who is signed in. Checkout sits inside the site's frame (or, for the
 * success page, brings its own main landmark), so this is content, not a page of its own.
 */
export function CheckoutUnavailableView({ retryHref }: { retryHref: string }) {
  return (
    <div className="page-container flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Checkout cannot be loaded right now</h1>
      <p className="max-w-md text-muted">
        Studyhub is not answering at the moment. Your cart is kept; please try again shortly.
      </p>
      <a href={retryHref} className="btn-primary">
        Try again
      </a>
    </div>
  );
}
