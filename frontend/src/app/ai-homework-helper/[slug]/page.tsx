import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteOrigin } from '@/modules/catalog/server/site-url';
import { publicQuestionPath } from '@/modules/homework/homework-paths';
import { questionDescription, questionTitle } from '@/modules/homework/question-seo';
import { loadPublicQuestion } from '@/modules/homework/server/public-question';
import { AnsweredQuestionView, BankQuestionView } from '@/modules/homework/views/public-question-view';
import { catalogPageMetadata, missingPageMetadata } from '@/modules/taxonomy/server/page-metadata';

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await loadPublicQuestion((await params).slug);
  if (found.kind === 'missing' || found.kind === 'unavailable') return missingPageMetadata('Question not found');
  const { question } = found;
  const metadata = await catalogPageMetadata({
    title: questionTitle(question.question),
    description: questionDescription(question.question, found.kind === 'answered' ? found.question.answer : null),
    path: publicQuestionPath(question.slug),
  });
  // The asker's own view of a private question is not a public page.
  return question.is_public ? metadata : { ...metadata, robots: { index: false } };
}

/** A public homework question: answered by the helper (ai-tools), else from the bank (catalog); 404 otherwise. */
export default async function PublicHomeworkQuestionPage({ params }: Params) {
  const { slug } = await params;
  const found = await loadPublicQuestion(slug);
  if (found.kind === 'missing') notFound();
  if (found.kind === 'unavailable') throw new Error(found.message);
  const pageUrl = `${await siteOrigin()}${publicQuestionPath(found.question.slug)}`;
  return found.kind === 'answered' ? (
    <AnsweredQuestionView question={found.question} pageUrl={pageUrl} />
  ) : (
    <BankQuestionView question={found.question} pageUrl={pageUrl} />
  );
}
