import { Check } from 'lucide-react';
import Link from 'next/link';
import { AI_WRITER_FEATURES } from '../landing-content';

/** AI Writer promotion, marked New and Free (spec section 2). */
export function AiWriterSection() {
  return (
    <section aria-labelledby="ai-writer-heading" className="bg-brand-950 py-16 text-white lg:py-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2">
        <div>
          <div className="flex gap-2">
            <span className="rounded-full bg-accent-300 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
              New
            </span>
            <span className="rounded-full bg-emerald-300 px-3 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">
              Free
            </span>
          </div>
          <h2 id="ai-writer-heading" className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">
            The AI Writer: from blank page to polished paper
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">
            Set your paper type, level, word count and citation style, and work on the draft with an assistant that
            keeps track of your sources. Creating papers, formatting them and keeping versions is free; you spend points
            only when the AI writes for you.
          </p>
          <Link href="/ai-writer" className="btn mt-8 bg-white px-6 text-base text-brand-800 hover:bg-brand-50">
            Start writing for free
          </Link>
        </div>
        <ul className="grid gap-4" aria-label="AI Writer features">
          {AI_WRITER_FEATURES.map((feature) => (
            <li key={feature.title} className="flex gap-4 rounded-2xl bg-white/10 p-5">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-300 text-slate-900">
                <Check aria-hidden="true" className="size-4" />
              </span>
              <span>
                <span className="block font-semibold">{feature.title}</span>
                <span className="mt-1 block text-sm leading-6 text-brand-100">{feature.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
