import type { WordDiff } from '../word-diff';

/** A word diff read aloud properly: added and removed runs marked, and how many words each. */
export function WordDiffText({
  diff,
  comparedWith = 'the text in the editor',
  testId = 'version-diff',
}: {
  diff: WordDiff;
  comparedWith?: string;
  testId?: string;
}) {
  return (
    <>
      <p className="text-sm text-muted">
        Compared with {comparedWith}: {diff.addedWords} words added, {diff.removedWords} words removed.
      </p>
      <div
        data-testid={testId}
        className="mt-3 max-h-[50vh] overflow-y-auto rounded-xl border border-line bg-white p-4 text-sm leading-6 whitespace-pre-wrap text-ink"
      >
        {diff.segments.map((segment, index) =>
          segment.kind === 'added' ? (
            <ins key={index} className="bg-success-50 text-success underline decoration-success/60">
              <span className="sr-only">[added: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </ins>
          ) : segment.kind === 'removed' ? (
            <del key={index} className="bg-danger-50 text-danger line-through">
              <span className="sr-only">[removed: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </del>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </div>
    </>
  );
}
