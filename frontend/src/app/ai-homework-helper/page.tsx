import type { Metadata } from 'next';
import { HomeworkLandingView } from '@/modules/homework/views/homework-landing-view';

export const metadata: Metadata = {
  title: 'AI Homework Helper',
  description:
    'Ask a homework question as text, a formula or a photo. See similar questions first, then get a step-by-step answer with the arithmetic and algebra checked by a math engine. Charged per 100 words written.',
};

export default function AiHomeworkHelperPage() {
  return <HomeworkLandingView />;
}
