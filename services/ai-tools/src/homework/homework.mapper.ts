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
    points_charged: row.pointsCharged,
    created_at: row.createdAt.toISOString(),
  };
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
