import { Briefcase, Clock, Mail, MapPin } from 'lucide-react';
import { CAREERS_EMAIL } from '@/config/site';
import { ContentSections } from '@/modules/content/components/rich-text';
import { PageHero } from '@/modules/content/components/page-hero';
import { CAREERS_INTRO, CAREERS_SECTIONS, OPEN_ROLES, type OpenRole } from '../careers-content';

function applyHref(role: OpenRole): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;
}

export function CareersView() {
  return (
    <>
      <PageHero eyebrow="Careers" title="Help students learn better, everywhere" lead={CAREERS_INTRO}>
        <a href="#open-roles" className="btn-primary mt-8">
          See open roles
        </a>
      </PageHero>
      <div className="page-container py-6">
        <ContentSections sections={CAREERS_SECTIONS} />
      </div>
      <section id="open-roles" aria-labelledby="open-roles-heading" className="page-container py-12 pb-20">
        <h2 id="open-roles-heading" className="text-3xl font-bold tracking-tight text-ink">
          Open roles
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          Apply by email with your CV and a few lines on why the role interests you. We reply to every application
          within two weeks.
        </p>
        <ul className="mt-8 grid gap-6">
          {OPEN_ROLES.map((role) => (
            <li key={role.id}>
              <article
                aria-labelledby={`${role.id}-title`}
                className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
              >
                <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                  <div>
                    <h3 id={`${role.id}-title`} className="text-xl font-semibold text-ink">
                      {role.title}
                    </h3>
                    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                      <li className="flex items-center gap-1.5">
                        <Briefcase aria-hidden="true" className="size-4" />
                        {role.team}
                      </li>
                      <li className="flex items-center gap-1.5">
                        <MapPin aria-hidden="true" className="size-4" />
                        {role.location}
                      </li>
                      <li className="flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="size-4" />
                        {role.type}
                      </li>
                    </ul>
                  </div>
                  <a href={applyHref(role)} className="btn-primary shrink-0">
                    <Mail aria-hidden="true" className="size-4" />
                    Apply by email<span className="sr-only"> for {role.title}</span>
                  </a>
                </div>
                <p className="mt-5 text-base leading-7 text-ink">{role.summary}</p>
                <div className="mt-5 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="text-sm font-semibold text-ink">What you will do</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-muted">
                      {role.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="text-sm font-semibold text-ink">What you bring</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-muted">
                      {role.requirements.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          No role that fits? Write to{' '}
          <a href={`mailto:${CAREERS_EMAIL}`} className="link">
            {CAREERS_EMAIL}
          </a>{' '}
          and tell us how you would like to help.
        </p>
      </section>
    </>
  );
}
