import type { Metadata } from 'next';
import { HomeworkQuestionView } from '@/modules/homework/views/homework-question-view';

export const metadata: Metadata = { title: 'Homework question', robots: { index: false } };

export default async function HomeworkQuestionPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <HomeworkQuestionView slug={slug} />;
}
