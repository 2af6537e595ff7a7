import { FileCheck2, History, SpellCheck, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { formatPointsLabel } from '@/modules/points/format-points';
import { ALL_ACTION_ENTRIES } from '../editor-action-catalog';
import { EDITOR_LIST_PATH, NEW_EDITOR_DOCUMENT_PATH } from '../editor-paths';

const FEATURES = [
  {
    icon: SpellCheck,
    title: 'Checked as you type, for free',
    text: 'Spelling, grammar, commonly confused words, a or an, repeated words and passive voice are underlined in your text, each with a one-click fix. No AI model and no points needed.',
  },
  {
    icon: FileCheck2,
    title: 'Readability at a glance',
    text: 'The reading grade of your text with its words and sentences, updated as you write.',
  },
  {
    icon: Sparkles,
    title: 'AI actions on any passage',
    text: 'Select a passage, or none for the whole text, and ask the AI to improve it, make it natural, shorter or longer, or do what you ask. You see the changes word by word before you accept them. Numbers and names stay as you wrote them.',
  },
  {
    icon: History,
    title: 'Saved with every version',
    text: 'Your document saves itself 20 seconds after you stop typing; every saved change is a version you can compare and restore. Download it as Word or PDF.',
  },
] as const;

/** /xy-editor: what the editor/checker does, that its checks are free, and the AI actions' prices. */
export function XyEditorLandingView() {
  return (
    <div>
      <section aria-labelledby="editor-hero-heading" className="bg-brand-950 py-16 text-white lg:py-24">
        <div className="page-container max-w-4xl">
          <p className="eyebrow text-brand-200">Editor</p>
          <h1 id="editor-hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Catch the mistakes before your teacher does
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-100">
            Paste or type your text: the editor underlines spelling, grammar and style problems as you write and fixes
            them in one click. When a passage needs more, an AI revision is a click away.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={NEW_EDITOR_DOCUMENT_PATH}
              className="btn bg-white px-6 text-base text-brand-800 hover:bg-brand-50"
            >
              <SpellCheck aria-hidden="true" className="size-5" />
              Check a text
            </Link>
            <Link
              href={EDITOR_LIST_PATH}
              className="btn border border-white/40 px-6 text-base text-white hover:bg-white/10"
            >
              My documents
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="editor-features-heading" className="page-container max-w-5xl py-16">
        <h2 id="editor-features-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          What it does
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-line bg-white p-6">
              <feature.icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="editor-price-heading" className="bg-surface-muted py-16">
        <div className="page-container max-w-4xl">
          <h2 id="editor-price-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            What it costs
          </h2>
          <p className="mt-4 text-muted">
            The checks, saving, versions and downloads are free. The AI actions cost a fixed number of points each (10
            points are 1 USD), charged only when the AI answers; nothing is charged if it fails or changes your numbers
            or names.
          </p>
          <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
            <caption className="sr-only">Prices of the AI actions</caption>
            <thead>
              <tr className="border-b border-line-strong">
                <th scope="col" className="py-2 font-semibold text-ink">
                  AI action
                </th>
                <th scope="col" className="py-2 text-right font-semibold text-ink">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {ALL_ACTION_ENTRIES.map((entry) => (
                <tr key={entry.action} className="border-b border-line">
                  <td className="py-2 text-ink">{entry.label}</td>
                  <td className="py-2 text-right text-ink">{formatPointsLabel(entry.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Link href={NEW_EDITOR_DOCUMENT_PATH} className="btn-primary mt-8">
            Check a text
          </Link>
        </div>
      </section>
    </div>
  );
}
