import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const codeOfHonorDocument: LegalDocument = {
  slug: 'code-of-honor',
  title: 'Code of Honor',
  shortTitle: 'Code of Honor',
  description:
    "How to use Studyhub's documents and AI tools honestly: learning support, not a way around your own work.",
  lastUpdated: '2025-11-01',
  summary:
    "Studyhub exists to help you learn. Shared notes, explanations and AI tools are study aids. Handing in work that is not your own, or using Studyhub during an exam that forbids it, breaks this code and your institution's rules.",
  sections: [
    {
      id: 'our-commitment',
      heading: '1. Our commitment',
      blocks: [
        p(
          'We build tools that explain, summarise and give feedback, because those are the things that help students learn. We do not want Studyhub to be used to deceive teachers or to gain an unfair advantage over classmates, and we act when it is.',
        ),
      ],
    },
    {
      id: 'your-commitment',
      heading: '2. What we ask of you',
      blocks: [
        ul(
          'Submit only work that is your own. Use documents and AI output to understand a topic, then write your answer yourself.',
          "Follow your institution's and your instructor's rules on collaboration and on AI assistance, and acknowledge help where they require it.",
          'Cite the sources you use, including documents from Studyhub, in the style your course asks for.',
          'Never use Studyhub during an exam, quiz or test unless your instructor has explicitly allowed it.',
          'Do not upload or request unreleased exam papers, answer keys, or graded assignments that belong to someone else.',
        ),
      ],
    },
    {
      id: 'ai',
      heading: '3. Using the AI tools well',
      blocks: [
        ul(
          'Treat the AI Writer as a drafting partner: plan, outline and revise, but make the argument your own and check every fact and reference.',
          'Use the homework helper to follow the steps of a method, then solve a similar problem on your own.',
          'The AI detector and the plagiarism checker help you review your own writing before submission. Their results are estimates and must not be used as the only evidence against another person.',
        ),
      ],
    },
    {
      id: 'institutions',
      heading: '4. Working with institutions',
      blocks: [
        p(
          'If an institution shows us that material on Studyhub was used in breach of its academic integrity rules, or that an upload contains assessment material it has not released, we review the case and may remove the material. We share account information with an institution only where the law requires it or you have agreed.',
        ),
      ],
    },
    {
      id: 'consequences',
      heading: '5. When the code is broken',
      blocks: [
        p(
          'Depending on how serious a breach is, we may remove content, withhold seller earnings connected to it, restrict features or close the account. To report a breach, use the [contact form](/contact) with the topic "Documents and uploads" or [file a complaint](/legal/file-complaint).',
        ),
      ],
    },
  ],
};
