import { p, ul, type ContentSection } from '../content/rich-text';

export const ABOUT_INTRO =
  'Studyhub is where students share what they have learned and find the help they need. We combine a marketplace of study documents written by students with AI tools that explain, check and improve work, so that studying well does not depend on who you know or what you can afford.';

export const ABOUT_SECTIONS: ContentSection[] = [
  {
    id: 'why',
    heading: 'Why we started Studyhub',
    blocks: [
      p(
        'Every term, students everywhere write excellent notes, careful summaries and worked solutions, and every term most of that work disappears into a folder once the exam is over. Meanwhile, the next group of students taking the same course starts from scratch, often late at night, often alone.',
      ),
      p(
        'Studyhub connects the two. Students who explain a subject well can share that explanation and earn from it. Students who are stuck can find material written for their course, at their level, by someone who sat the same exams. Our AI tools then help them work through it: explaining a method, turning notes into flashcards, or checking a draft before it is submitted.',
      ),
    ],
  },
  {
    id: 'what-we-offer',
    heading: 'What you can do on Studyhub',
    blocks: [
      ul(
        'Browse and preview study documents by subject, university, course and textbook: class notes, study guides, practice problems, past exams, lab notes and chapter summaries.',
        'Buy the documents you need with points (10 points equal 1 USD) and keep them in your library for good.',
        'Sell your own study material, track your sales and withdraw your earnings.',
        'Use seven AI tools: the AI Writer, the editor, the homework helper, document chat, the flashcard maker, the AI detector and the plagiarism checker.',
        'Read our blog for study strategies and find scholarships with upcoming deadlines.',
      ),
    ],
  },
  {
    id: 'quality',
    heading: 'How we keep it trustworthy',
    blocks: [
      p(
        'Every document is reviewed before it is listed, and documents that are copied, misleading or in breach of academic integrity rules are rejected or removed. Reviews come only from students who bought the document. Rights holders can reach us through our [notice and takedown](/legal/notice-takedown) procedure, and every purchase is covered by a [30-day money-back guarantee](/legal/refund-policy).',
      ),
      p(
        'We design the AI tools to teach rather than to replace learning. Our [Code of Honor](/legal/code-of-honor) explains how we expect them to be used, and the detector and plagiarism checker exist so that students can review their own work honestly before anyone else does.',
      ),
    ],
  },
  {
    id: 'values',
    heading: 'What we believe',
    blocks: [
      ul(
        'Students are experts. The people who just passed a course often explain it best.',
        'Fair pay for good work. Sellers earn every time their material helps someone.',
        'Pay for what you use. Points instead of subscriptions keep costs predictable and low.',
        'Honesty over shortcuts. Tools that help you learn are worth more than tools that help you avoid learning.',
        'Privacy by default. We do not sell personal data or show advertising.',
      ),
    ],
  },
];
