import type { HomeworkQuestionDetail } from '@studyhub/contracts';
import { formatDateTime } from '@/modules/tables/format-date';

/**
 * When it was asked, what wrote the answer (the model, and whether the math engine checked it)
 * and, for the asker only, what it cost.
 */
export function AnswerFacts({
  question,
  zone = 'local',
}: {
  question: HomeworkQuestionDetail;
  /** 'utc' on server-rendered pages, whose HTML must not depend on the server's time zone. */
  zone?: 'local' | 'utc';
}) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
      <div className="flex gap-1">
        <dt>Asked</dt>
        <dd className="text-ink">{formatDateTime(question.created_at, zone)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Visibility</dt>
        <dd className="text-ink">{question.is_public ? 'Public' : 'Private'}</dd>
      </div>
      <div className="flex gap-1" data-testid="answer-engine">
        <dt>Answered by</dt>
        <dd className="text-ink">
          {question.model}
          {question.engine === 'hybrid' ? ', steps checked by a math engine' : ''}
        </dd>
      </div>
      {question.is_owner ? (
        <div className="flex gap-1" data-testid="points-charged">
          <dt>Points charged</dt>
          <dd className="text-ink">{question.points_charged.toLocaleString('en-US')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
