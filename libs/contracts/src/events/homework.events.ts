import { z } from 'zod';
import { formattedQuestionSchema } from '../api/homework';
import { defineEvent } from './define-event';

export const homeworkQuestionPublishedV1 = defineEvent({
  type: 'homework-question.published.v1',
  description: 'A student made an answered homework question public; catalog adds it to the public bank.',
  producer: 'ai-tools',
  consumers: ['catalog'],
  data: z.object({
    id: z.uuid(),
    slug: z.string().min(1),
    question: z.string().min(1),
    formatted_question: formattedQuestionSchema.nullable(),
    subject_id: z.uuid().nullable(),
    user_id: z.uuid(),
    /** When the student asked it (ISO 8601). */
    created_at: z.iso.datetime({ offset: true }),
    /** Set when it answers a question already in the bank: catalog then adds nothing. */
    bank_question_id: z.uuid().nullable(),
    bank_question_slug: z.string().min(1).nullable(),
  }),
});

export const homeworkQuestionUnpublishedV1 = defineEvent({
  type: 'homework-question.unpublished.v1',
  description: 'A public homework question was made private or deleted; catalog takes it out of the public bank.',
  producer: 'ai-tools',
  consumers: ['catalog'],
  data: z.object({ id: z.uuid() }),
});
