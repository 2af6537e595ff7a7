import {
  HELP_FAQ_CATEGORIES,
  parseAnswerMarkdown,
  type HelpFaqCategory,
  type HelpFaqEntry,
  type PageBlock,
} from '@studyhub/contracts';

export const FAQ_CATEGORIES = HELP_FAQ_CATEGORIES;
export type FaqCategoryId = HelpFaqCategory;

/** A help question as the page shows it; the entries themselves live in the content service. */
export interface Faq {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: PageBlock[];
}

export function toFaq(entry: HelpFaqEntry): Faq {
  return {
    id: entry.id,
    category: entry.category,
    question: entry.question,
    answer: parseAnswerMarkdown(entry.answer).blocks,
  };
}
