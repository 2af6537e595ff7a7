import type { FormattedQuestion } from '@studyhub/contracts';
import { Formula } from './formula';

/** A question as asked: its formatted blocks (prose, KaTeX formulas, code) when it has them, else its text. */
export function QuestionContent({
  question,
  formatted,
}: {
  question: string;
  formatted: FormattedQuestion | null | undefined;
}) {
  const blocks = formatted?.blocks ?? [];
  if (blocks.length === 0) return <p className="whitespace-pre-wrap text-ink">{question}</p>;
  return (
    <div className="space-y-3 text-ink" data-testid="question-content">
      {blocks.map((block, index) =>
        block.type === 'math' ? (
          <Formula key={index} latex={block.text} isDisplay />
        ) : block.type === 'code' ? (
          <pre key={index} className="overflow-x-auto rounded-lg bg-surface-muted p-3 text-sm">
            <code>{block.text}</code>
          </pre>
        ) : (
          <p key={index} className="whitespace-pre-wrap">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
