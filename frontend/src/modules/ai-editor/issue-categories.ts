import type { EditorIssueCategory } from '@studyhub/contracts';

export const CATEGORY_LABELS: Record<EditorIssueCategory, string> = {
  spelling: 'Spelling',
  grammar: 'Grammar',
  confusable: 'Commonly confused words',
  article: 'A or an',
  repetition: 'Repeated words',
  'passive-voice': 'Passive voice',
  readability: 'Readability',
};

/** Underline colours: red for what is wrong, amber for what probably is, blue for style. */
export const CATEGORY_COLOURS: Record<EditorIssueCategory, string> = {
  spelling: '#dc2626',
  grammar: '#dc2626',
  confusable: '#d97706',
  article: '#d97706',
  repetition: '#2563eb',
  'passive-voice': '#2563eb',
  readability: '#2563eb',
};
