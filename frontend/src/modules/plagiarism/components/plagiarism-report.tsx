import type { PlagiarismMatch, PlagiarismReport } from '@studyhub/contracts';
import clsx from 'clsx';
import { ExternalLink, Info } from 'lucide-react';
import Link from 'next/link';
import { formatPoints, formatPointsLabel } from '@/modules/points/format-points';
import { segmentText, similarityLabel } from '../report-segments';

const EXCLUSION_LABELS = { quote: 'In quotation marks', bibliography: 'In the bibliography' } as const;

function SourceLink({ match }: { match: PlagiarismMatch }) {
  const { source } = match;
  if (!source.url) return <span className="font-semibold text-ink">{source.title}</span>;
  return (
    <Link href={source.url} className="link inline-flex items-center gap-1 font-semibold">
      {source.title}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

function MatchCard({ match, number }: { match: PlagiarismMatch; number: number }) {
  return (
    <li id={`match-${number}`} data-testid="plagiarism-match" className="rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-muted">
          <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-accent-100 text-xs font-bold text-accent-800">
            {number}
          </span>
          <SourceLink match={match} />
        </p>
        <p className="text-sm font-semibold text-ink">
          {match.excluded_as ? EXCLUSION_LABELS[match.excluded_as] : `${similarityLabel(match.similarity)} of your text`}
        </p>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <figure className="rounded-lg bg-accent-100 p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">Your text</figcaption>
          <blockquote className="mt-1 text-sm leading-6 text-ink">{match.passage}</blockquote>
        </figure>
        <figure className="rounded-lg bg-surface-muted p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">Source</figcaption>
          <blockquote data-testid="source-passage" className="mt-1 text-sm leading-6 text-ink">
            {match.source_passage}
          </blockquote>
        </figure>
      </div>
    </li>
  );
}

/**
 * The report: the similarity, the collections searched, the checked text with each matching
 * passage highlighted and numbered, and each match beside its source with a link. Quoted and
 * works-cited passages are listed apart and not counted. A similarity, never a verdict.
 */
export function PlagiarismReportView({ report }: { report: PlagiarismReport }) {
  const counted = report.matches.filter((match) => match.excluded_as === null);
  const apart = report.matches.filter((match) => match.excluded_as !== null);
  const segments = segmentText(report.text, report.matches);
  const numberOf = (match: PlagiarismMatch) => report.matches.indexOf(match) + 1;
  return (
    <section aria-labelledby="plagiarism-report-heading" data-testid="plagiarism-report" className="space-y-6">
      <h3 id="plagiarism-report-heading" className="text-xl font-bold text-ink">
        Similarity report
      </h3>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">Similarity</dt>
          <dd className="mt-1 text-3xl font-bold text-ink" data-testid="similarity-score">
            {similarityLabel(report.similarity)}
          </dd>
          <dd className="text-sm text-muted">
            of {report.words_checked.toLocaleString('en-US')} words checked matches {counted.length}{' '}
            {counted.length === 1 ? 'passage' : 'passages'}
          </dd>
        </div>
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">Collections searched</dt>
          {report.collections.map((collection) => (
            <dd key={collection.type} className="text-sm text-ink" data-testid="collection">
              {collection.label}: {collection.count.toLocaleString('en-US')}
            </dd>
          ))}
        </div>
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">Charged</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{formatPointsLabel(report.points_charged)}</dd>
          <dd className="text-sm text-muted">Balance: {formatPoints(report.balance)}</dd>
        </div>
      </dl>

      <div role="note" className="flex gap-3 rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>
          A similarity shows where your wording matches a text on Studyhub. It is not a judgement: properly quoted and
          cited passages, common phrases and your own earlier work can all match.
          {report.kept_for_future_checks ? ' Your text was kept for future checks, without your name.' : ''}
        </p>
      </div>

      <div>
        <h4 className="font-semibold text-ink">Your text</h4>
        <p data-testid="checked-text" className="mt-2 whitespace-pre-wrap rounded-2xl border border-line bg-white p-4 text-sm leading-7 text-ink">
          {segments.map((segment) =>
            segment.matches.length === 0 ? (
              <span key={segment.start}>{segment.text}</span>
            ) : (
              <mark
                key={segment.start}
                data-testid="highlighted-passage"
                title={`Matches ${segment.matches.map((number) => `#${number}`).join(', ')}`}
                className={clsx('rounded px-0.5 text-ink', segment.excluded ? 'bg-surface-muted underline' : 'bg-accent-100')}
              >
                {segment.text}
                <sup className="ml-0.5 text-xs font-bold text-accent-800">{segment.matches.join(',')}</sup>
              </mark>
            ),
          )}
        </p>
      </div>

      {counted.length > 0 ? (
        <div>
          <h4 className="font-semibold text-ink">Matching passages</h4>
          <ol className="mt-3 space-y-4">
            {counted.map((match) => (
              <MatchCard key={numberOf(match)} match={match} number={numberOf(match)} />
            ))}
          </ol>
        </div>
      ) : (
        <p data-testid="no-matches" className="text-sm text-muted">
          No passage of your text matches the collections searched.
        </p>
      )}

      {apart.length > 0 ? (
        <div>
          <h4 className="font-semibold text-ink">Quotations and bibliography (not counted)</h4>
          <ol className="mt-3 space-y-4">
            {apart.map((match) => (
              <MatchCard key={numberOf(match)} match={match} number={numberOf(match)} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
