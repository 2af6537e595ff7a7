import Link from 'next/link';
import { ContentSections } from '@/modules/content/components/rich-text';
import { PageHero } from '@/modules/content/components/page-hero';
import { LANDING_STATS } from '@/modules/landing/landing-content';
import { ABOUT_INTRO, ABOUT_SECTIONS } from '../about-content';

export function AboutView() {
  return (
    <>
      <PageHero eyebrow="About Studyhub" title="Built by students, for students" lead={ABOUT_INTRO} />
      <section aria-labelledby="about-numbers" className="border-b border-line">
        <h2 id="about-numbers" className="sr-only">
          Studyhub in numbers
        </h2>
        <dl className="page-container grid grid-cols-2 gap-8 py-10 md:grid-cols-4">
          {LANDING_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="page-container py-6 pb-16">
        <ContentSections sections={ABOUT_SECTIONS} />
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link href="/documents" className="btn-primary">
            Browse documents
          </Link>
          <Link href="/careers" className="btn-secondary">
            Work with us
          </Link>
          <Link href="/contact" className="btn-ghost">
            Contact us
          </Link>
        </div>
      </div>
    </>
  );
}
