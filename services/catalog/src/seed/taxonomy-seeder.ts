import type { EntityManager } from 'typeorm';
import { slugFromTitle } from '../documents/document-slug';
import { QUESTION_BLOCKS } from './data/homework-question-blocks.data';
import { HOMEWORK_QUESTIONS } from './data/homework-questions.data';
import { MORE_TEXTBOOKS } from './data/more-textbooks.data';
import { SUBJECTS } from './data/subjects.data';
import { TEXTBOOKS } from './data/textbooks.data';

export interface TaxonomySeedResult {
  subjects: number;
  textbooks: number;
  questions: number;
}

/** Subjects, textbooks and public homework questions, by natural key, never overwriting an edit. */
export async function seedTaxonomy(manager: EntityManager): Promise<TaxonomySeedResult> {
  const subjects = await manager.query<unknown[]>(
    `INSERT INTO subjects (name, acronym, slug, icon_name, color, description)
     SELECT name, acronym, slug, icon, color, description
       FROM jsonb_to_recordset($1::jsonb) AS seed (name text, acronym text, slug text, icon text, color text, description text)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [JSON.stringify(SUBJECTS.map(({ topics: _topics, ...subject }) => subject))],
  );
  const textbooks = await manager.query<unknown[]>(
    `INSERT INTO textbooks (slug, title, author, publisher, edition, rating, description, isbn, publication_year, subject_id)
     SELECT seed.slug, seed.title, seed.author, seed.publisher, seed.edition, seed.rating, seed.description, seed.isbn,
            seed.year, subject.id
       FROM jsonb_to_recordset($1::jsonb) AS seed (slug text, title text, author text, publisher text, edition text,
            rating numeric, description text, isbn text, year smallint, subject_slug text)
       LEFT JOIN subjects subject ON subject.slug = seed.subject_slug
     ON CONFLICT DO NOTHING RETURNING 1`,
    [
      JSON.stringify(
        [...TEXTBOOKS, ...MORE_TEXTBOOKS].map((book) => ({
          ...book,
          slug: slugFromTitle(`${book.title} ${book.edition} edition`),
          subject_slug: book.subjectSlug,
        })),
      ),
    ],
  );
  const questions = await manager.query<unknown[]>(
    `INSERT INTO homework_questions (slug, question, formatted_question, is_public, subject_id)
     SELECT seed.slug, seed.question, seed.formatted, true, subject.id
       FROM jsonb_to_recordset($1::jsonb) AS seed (slug text, question text, formatted jsonb, subject_slug text)
       LEFT JOIN subjects subject ON subject.slug = seed.subject_slug
     ON CONFLICT DO NOTHING RETURNING 1`,
    [
      JSON.stringify(
        HOMEWORK_QUESTIONS.map(([subjectSlug, question]) => ({
          slug: slugFromTitle(question),
          question,
          formatted: { blocks: QUESTION_BLOCKS[question] ?? [{ type: 'text', text: question }] },
          subject_slug: subjectSlug,
        })),
      ),
    ],
  );
  return { subjects: subjects.length, textbooks: textbooks.length, questions: questions.length };
}
