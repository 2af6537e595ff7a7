import type { HomeworkQuestionDetail, HomeworkQuestionSummary } from '@studyhub/contracts';
import { hasMismatch } from './checked-answer';
import type { HomeworkAnswerEntity } from './homework-answer.entity';
import { renderAnswerHtml } from './rendering/answer-html';

export function homeworkDetailOf(row: HomeworkAnswerEntity, viewerId: string | undefined): HomeworkQuestionDetail {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    formatted_question: row.formattedQuestion,
    subject_id: row.subjectId,
    is_public: row.isPublic,
    bank_question_id: row.bankQuestionId,
    is_owner: viewerId === row.userId,
    answer: row.answer,
    answer_html: renderAnswerHtml(row.answer),
    has_mismatch: hasMismatch(row.answer),
    engine: engineOf(row.answer),
    model: row.model,
    points_charged: row.pointsCharged,
    created_at: row.createdAt.toISOString(),
  };
}

/** The math engine took part when any step carried a check for it. */
export function engineOf(answer: HomeworkAnswerEntity['answer']): 'llm' | 'hybrid' {
  return answer.steps.some((step) => step.check !== undefined) ? 'hybrid' : 'llm';
}

export function homeworkSummaryOf(row: HomeworkAnswerEntity): HomeworkQuestionSummary {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    subject_id: row.subjectId,
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
  };
}
