import { ArrowRight, BookOpenCheck, FileCheck2, PenLine, Search } from 'lucide-react';
import Link from 'next/link';

const STEPS = [
  { icon: Search, title: 'Find', text: 'Notes, study guides and past exams from students in your courses.' },
  { icon: BookOpenCheck, title: 'Understand', text: 'Homework explanations, document chat and flashcards.' },
  { icon: PenLine, title: 'Write', text: 'Outline, draft and cite papers with the AI Writer.' },
  { icon: FileCheck2, title: 'Check', text: 'Plagiarism and AI-detection checks before you submit.' },
];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="page-container grid items-center gap-12 py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow">Study documents and AI study tools</p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Study smarter with notes from students and AI that explains
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted">
            Browse documents shared by students at your university, then write, revise and check your work with AI tools
            built for coursework. Pay only for what you use with points: 10 points equal 1 USD.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/documents" className="btn-primary px-6 text-base">
              Browse documents
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link href="/ai-writer" className="btn-secondary px-6 text-base">
              Try the AI Writer free
            </Link>
          </div>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="How Studyhub helps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
              </div>
              <p className="mt-4 text-lg font-bold text-ink">{step.title}</p>
              <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
