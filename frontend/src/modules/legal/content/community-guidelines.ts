import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const communityGuidelinesDocument: LegalDocument = {
  slug: 'community-guidelines',
  title: 'Community Guidelines',
  shortTitle: 'Community Guidelines',
  description:
    'What belongs on Studyhub: standards for uploaded documents, reviews, blog comments and how we moderate them.',
  lastUpdated: '2025-11-01',
  summary:
    'Studyhub is a shared library built by students. These guidelines keep it useful and respectful: upload original, accurate study material, review honestly, and treat other people the way you would in a good study group.',
  sections: [
    {
      id: 'quality',
      heading: '1. Documents worth buying',
      blocks: [
        p('Every upload is reviewed before it is listed. We approve documents that:'),
        ul(
          'are your own original work, or material you have the right to share;',
          'have a clear, accurate title and description, and the right subject, course, university and document type;',
          'are complete and readable, with pages in order and no large blank or duplicated sections;',
          'teach something: notes, study guides, practice problems with worked solutions, summaries, lab notes and similar material.',
        ),
        p(
          'We reject or ask for changes to documents that are copied from textbooks or other students, misleadingly described, low in content, or in breach of the [Code of Honor](/legal/code-of-honor).',
        ),
      ],
    },
    {
      id: 'not-allowed',
      heading: '2. Never allowed',
      blocks: [
        ul(
          "Copyright-infringing material, including scanned textbooks, publisher solution manuals and other people's notes.",
          'Unreleased exams, answer keys and graded work belonging to someone else.',
          'Personal data about other people, such as names with grades, student numbers or contact details.',
          'Harassment, hate speech, threats, sexual content, or content that promotes violence or self-harm.',
          'Spam, advertising, links to pirated material, malware, or files that do not match their description.',
        ),
      ],
    },
    {
      id: 'reviews',
      heading: '3. Reviews and comments',
      blocks: [
        ul(
          'Review only documents you have bought, and base your rating (1 to 5) on the content.',
          'Be specific and constructive. Criticise the document, not the person who wrote it.',
          'Do not post reviews in exchange for payment or points, and do not review your own documents.',
          'Blog comments are checked before they appear. Off-topic, abusive or promotional comments are not published.',
        ),
      ],
    },
    {
      id: 'moderation',
      heading: '4. How we moderate',
      blocks: [
        p(
          'Our moderators review uploads, reports and complaints. A document can be approved, sent back for changes, or rejected, and the seller is told the reason. Content already listed can be removed if it breaks these guidelines, for example after a report or a copyright notice.',
        ),
        p(
          'Repeated or serious breaches can lead to restricted selling, withheld earnings or a closed account, as set out in the [Terms of Service](/legal/terms).',
        ),
      ],
    },
    {
      id: 'reporting',
      heading: '5. Reporting a problem',
      blocks: [
        p(
          'Every document page has a report option. You can also write to us through the [contact form](/contact). For copyright claims, use the [Notice and Takedown](/legal/notice-takedown) procedure so we have the information the law requires.',
        ),
      ],
    },
  ],
};
