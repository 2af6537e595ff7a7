import { AI_DETECTOR_BANDS, type AiDetectorResult } from '@studyhub/contracts';
import clsx from 'clsx';
import { FlaskConical, Info } from 'lucide-react';
import { formatPoints, formatPointsLabel } from '@/modules/points/format-points';
import { BAND_STYLES } from '../band-styles';
import { percent, ratePercent } from '../detector-draft';

/**
 * A check's result: the experimental label and the warning first, then the whole text's band and
 * machine-likeness, the false-positive rate measured at the threshold, each sentence highlighted by
 * its band, and the measures behind the score. Probabilities and bands only: never a verdict.
 */
export function DetectionResult({ result }: { result: AiDetectorResult }) {
  const { summary } = result;
  const sentenceCount = result.sentences.length;
  return (
    <section aria-labelledby="detection-result-heading" data-testid="detection-result" className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="detection-result-heading" className="text-xl font-bold text-ink">
          Result
        </h3>
        <span
          data-testid="experimental-label"
          className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-800"
        >
          <FlaskConical aria-hidden="true" className="size-3.5" />
          Experimental
        </span>
      </div>
      <p className="text-sm text-muted">{summary.experimentalReason}</p>

      <div
        role="note"
        data-testid="detector-warning"
        className="flex gap-3 rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>{summary.warning}</p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">Whole text</dt>
          <dd className="mt-1 text-lg font-semibold text-ink" data-testid="document-band">
            {BAND_STYLES[summary.band].label}
          </dd>
          <dd className="text-sm text-muted">
            Machine-likeness {percent(summary.probability)}: higher than {percent(summary.probability)} of human texts
          </dd>
        </div>
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">Sentences</dt>
          {AI_DETECTOR_BANDS.map((band) => (
            <dd key={band} className="text-sm text-ink">
              {BAND_STYLES[band].label}: {summary.sentenceBands[band]} of {sentenceCount}
            </dd>
          ))}
        </div>
        <div className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">False-positive rate</dt>
          <dd className="mt-1 text-lg font-semibold text-ink" data-testid="false-positive-rate">
            {ratePercent(summary.falsePositiveRate)}
          </dd>
          <dd className="text-sm text-muted">
            of {summary.humanTextsMeasured} held-out human texts reached the &lsquo;possibly AI&rsquo; threshold (target
            at most {ratePercent(summary.falsePositiveRateTarget)})
          </dd>
        </div>
      </dl>

      <div>
        <h4 className="font-semibold text-ink">Sentence by sentence</h4>
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted" aria-label="Legend">
          {AI_DETECTOR_BANDS.map((band) => (
            <li key={band} className="flex items-center gap-2">
              <span aria-hidden="true" className={clsx('inline-block size-3 rounded-sm', BAND_STYLES[band].swatch)} />
              {BAND_STYLES[band].label}
            </li>
          ))}
        </ul>
        <p
          className="mt-3 rounded-2xl border border-line bg-white p-4 leading-8 text-ink"
          data-testid="highlighted-text"
        >
          {result.sentences.map((sentence, index) => (
            <span key={`${sentence.offset}-${index}`}>
              <span
                data-band={sentence.band}
                title={`${BAND_STYLES[sentence.band].label}: machine-likeness ${percent(sentence.probability)}`}
                className={clsx('rounded-sm', BAND_STYLES[sentence.band].mark)}
              >
                {sentence.text}
                {sentence.band === 'likely human' ? null : (
                  <span className="sr-only"> ({BAND_STYLES[sentence.band].label})</span>
                )}
              </span>{' '}
            </span>
          ))}
        </p>
      </div>

      <details className="rounded-2xl border border-line bg-white p-4">
        <summary className="cursor-pointer font-semibold text-ink">What the score is made of</summary>
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Measures of the text next to human writing</caption>
          <thead>
            <tr className="border-b border-line-strong">
              <th scope="col" className="py-2 font-semibold text-ink">
                Measure
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-ink">
                Your text
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-ink">
                Human average
              </th>
              <th scope="col" className="py-2 text-right font-semibold text-ink">
                Share of score
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.features.map((feature) => (
              <tr key={feature.name} className="border-b border-line">
                <td className="py-2 text-ink">{feature.label}</td>
                <td className="py-2 text-right text-ink">{feature.value}</td>
                <td className="py-2 text-right text-ink">{feature.humanMean}</td>
                <td className="py-2 text-right text-ink">
                  {feature.weight === 0 ? 'shown only' : percent(feature.weight)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <p className="text-sm text-muted" data-testid="detection-charge">
        {formatPointsLabel(result.points_charged)} charged · balance {formatPoints(result.balance)} points · engine{' '}
        {result.engine}, model {result.model}
      </p>
    </section>
  );
}
