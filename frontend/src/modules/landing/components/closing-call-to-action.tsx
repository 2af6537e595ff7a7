import Link from 'next/link';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="pb-16 lg:pb-24">
      <div className="page-container">
        <div className="rounded-3xl bg-brand-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Share what you know, learn what you need
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50">
            Create a free account to save documents, use the AI tools and earn points by selling the study material you
            have already written.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/register" className="btn bg-white px-6 text-base text-brand-800 hover:bg-brand-50">
              Create a free account
            </Link>
            <Link href="/help" className="btn border border-white/70 px-6 text-base text-white hover:bg-white/10">
              How Studyhub works
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
