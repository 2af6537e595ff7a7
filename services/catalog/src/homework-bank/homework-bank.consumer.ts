import { Injectable } from '@nestjs/common';
import type { CatalogEventData, CatalogEventType, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';

type Event<T extends CatalogEventType> = EventEnvelope<T, CatalogEventData<T>>;
type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/**
 * Students' public homework questions (answered in ai-tools) join the public bank under the same id
 * and slug, so search finds them and their pages link up. Each handler runs in its inbox transaction
 * and is safe to replay. Events of one question are applied in the order they arrive: a publish
 * delivered after a later unpublish would show the question again until the next change (the
 * broker keeps one queue's order, so this needs a redelivery racing a newer event).
 */
@Injectable()
export class HomeworkBankConsumer {
  @HandlesEvent('homework-question.published.v1')
  async published(event: Event<'homework-question.published.v1'>, { manager, logger }: Context): Promise<void> {
    const data = event.data;
    if (data.bank_question_id !== null || data.bank_question_slug !== null) {
      const [bank] = await manager.query<{ id: string }[]>(
        `SELECT id FROM homework_questions WHERE (id = $1::uuid OR slug = $2) AND id <> $3::uuid LIMIT 1`,
        [data.bank_question_id, data.bank_question_slug, data.id],
      );
      // An answer to a question already in the bank: the bank keeps the one copy.
      if (bank) {
        logger.info({ questionId: data.id, bankQuestionId: bank.id }, 'answer to a bank question: nothing added');
        return;
      }
    }
    // An unknown subject (not yet here, or removed) is left out rather than failing the event.
    await manager.query(
      `INSERT INTO homework_questions (id, slug, question, formatted_question, is_public, user_id, subject_id, created_at)
       VALUES ($1, $2, $3, $4, true, $5, (SELECT id FROM subjects WHERE id = $6::uuid), $7)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, question = EXCLUDED.question,
         formatted_question = EXCLUDED.formatted_question, is_public = true, subject_id = EXCLUDED.subject_id`,
      [
        data.id,
        data.slug.toLowerCase(),
        data.question,
        data.formatted_question === null ? null : JSON.stringify(data.formatted_question),
        data.user_id,
        data.subject_id,
        data.created_at,
      ],
    );
  }

  /** The student made it private or deleted it: it leaves the bank. */
  @HandlesEvent('homework-question.unpublished.v1')
  async unpublished(event: Event<'homework-question.unpublished.v1'>, { manager }: Context): Promise<void> {
    await manager.query(`DELETE FROM homework_questions WHERE id = $1`, [event.data.id]);
  }
}
