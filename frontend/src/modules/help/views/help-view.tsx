import { PageHero } from '@/modules/content/components/page-hero';
import { HelpFaqSection } from '../components/help-faq-section';
import { SupportContactPanel } from '../components/support-contact-panel';

export function HelpView() {
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help you today?"
        lead="Answers about points, buying and selling documents, the AI tools and your account. Can't find what you need? Our support team replies within 24 hours."
      />
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[2fr_1fr]">
        <HelpFaqSection />
        <SupportContactPanel headingId="still-need-help" tone="muted" />
      </div>
    </>
  );
}
