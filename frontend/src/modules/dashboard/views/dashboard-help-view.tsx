import { HelpFaqSection } from '@/modules/help/components/help-faq-section';
import { SupportContactPanel } from '@/modules/help/components/support-contact-panel';

/** The help center inside the dashboard (spec section 2, Help page), with the public FAQ. */
export function DashboardHelpView() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Help Center</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Answers about points, buying and selling documents, the AI tools and your account. Our support team replies
        within 24 hours.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <HelpFaqSection />
        <SupportContactPanel headingId="dashboard-still-need-help" tone="white" />
      </div>
    </div>
  );
}
