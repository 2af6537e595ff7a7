import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { loadAiToolsOffer } from '@/modules/ai-tools/offer/server-offer';
import { AI_TOOLS } from '../landing-content';

/** The seven AI tools with what each costs at the prices in force. */
export async function AiToolsGrid() {
  const { prices } = await loadAiToolsOffer();
  return (
    <section aria-labelledby="ai-tools-heading" className="py-16 lg:py-24">
      <div className="page-container">
        <div className="max-w-2xl">
          <p className="eyebrow">AI study tools</p>
          <h2 id="ai-tools-heading" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Seven tools for every step of an assignment
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">
            From the first question to the final check. Each tool is paid with points, so you never pay a subscription
            for features you do not use.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {AI_TOOLS.map((tool) => (
            <li key={tool.href}>
              <Link
                href={tool.href}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <tool.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-5 text-lg font-semibold text-ink">{tool.name}</span>
                <span className="mt-2 flex-1 text-sm leading-6 text-muted">{tool.description}</span>
                <span className="mt-4 text-sm font-medium text-ink">{tool.pricing(prices)}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  Open {tool.name}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
