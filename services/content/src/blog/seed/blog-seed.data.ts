import { BLOG_SEED_POSTS } from './blog-seed-posts.data';

export interface BlogSeedPost {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML, sanitised by the seeder like an admin's writing. */
  content: string;
  publishedAt: string;
  author: string;
  category: string;
  tags: string[];
}

export interface BlogSeed {
  authors: { name: string; slug: string; bio: string }[];
  categories: { name: string; slug: string; description: string }[];
  tags: { name: string; slug: string }[];
  posts: BlogSeedPost[];
}

export const BLOG_SEED: BlogSeed = {
  authors: [
    {
      name: 'Dr. Miriam Osei',
      slug: 'miriam-osei',
      bio: 'Learning scientist and former university tutor. Writes about how memory works and how to study with it, not against it.',
    },
    {
      name: 'Jonas Lindqvist',
      slug: 'jonas-lindqvist',
      bio: 'Exam coach who has helped students prepare for finals, bar exams and entrance tests for ten years.',
    },
    {
      name: 'Priya Raman',
      slug: 'priya-raman',
      bio: 'Academic integrity officer and writing instructor. Helps students use AI tools without losing their own voice.',
    },
  ],
  categories: [
    {
      name: 'Study Skills',
      slug: 'study-skills',
      description: 'Evidence-based ways to learn more in less time: retrieval, spacing, note-taking and focus.',
    },
    {
      name: 'Exam Preparation',
      slug: 'exam-preparation',
      description: 'Plans, practice and calm for the weeks before an exam and the hours inside it.',
    },
    {
      name: 'AI and Academic Integrity',
      slug: 'ai-and-academic-integrity',
      description: 'Using AI tools honestly: what helps your learning, what crosses the line, and how to tell.',
    },
    {
      name: 'Writing',
      slug: 'writing',
      description: 'Essays, reports and papers: from the first outline to the last citation.',
    },
  ],
  tags: [
    { name: 'Active recall', slug: 'active-recall' },
    { name: 'Spaced repetition', slug: 'spaced-repetition' },
    { name: 'Note-taking', slug: 'note-taking' },
    { name: 'Focus', slug: 'focus' },
    { name: 'Time management', slug: 'time-management' },
    { name: 'Flashcards', slug: 'flashcards' },
    { name: 'Practice tests', slug: 'practice-tests' },
    { name: 'Exam stress', slug: 'exam-stress' },
    { name: 'AI tools', slug: 'ai-tools' },
    { name: 'Plagiarism', slug: 'plagiarism' },
    { name: 'Citations', slug: 'citations' },
    { name: 'Essay writing', slug: 'essay-writing' },
    { name: 'Sleep', slug: 'sleep' },
    { name: 'Group study', slug: 'group-study' },
  ],
  posts: BLOG_SEED_POSTS,
};
