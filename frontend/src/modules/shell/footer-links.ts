import { LEGAL_LINK_LABELS, LEGAL_SLUGS } from '@/modules/legal/legal-document';
import { legalHref } from '@/modules/legal/legal-pages';
import type { NavLink } from './navigation';

/** Footer link groups (server only: the legal titles come from the legal content modules). */
export interface FooterGroup {
  id: 'company' | 'explore' | 'study-tools' | 'legal';
  title: string;
  links: NavLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    id: 'company',
    title: 'Company',
    links: [
      { label: 'About us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
      { label: 'Help Center', href: '/help' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    id: 'explore',
    title: 'Explore',
    links: [
      { label: 'Documents', href: '/documents' },
      { label: 'Subjects', href: '/subjects' },
      { label: 'Universities', href: '/universities' },
      { label: 'Textbooks', href: '/textbooks' },
      { label: 'Scholarships', href: '/scholarships' },
    ],
  },
  {
    id: 'study-tools',
    title: 'Study tools',
    links: [
      { label: 'AI Writer', href: '/ai-writer' },
      { label: 'Editor', href: '/xy-editor' },
      { label: 'AI Homework Helper', href: '/ai-homework-helper' },
      { label: 'Document Chat', href: '/document-chat' },
      { label: 'AI Flashcard Maker', href: '/ai-flashcard-maker' },
      { label: 'AI Detector', href: '/ai-detector' },
      { label: 'Plagiarism Checker', href: '/plagiarism-checker' },
    ],
  },
  {
    id: 'legal',
    title: 'Copyright & legal',
    links: [
      { label: 'Legal overview', href: '/legal' },
      ...LEGAL_SLUGS.map((slug) => ({ label: LEGAL_LINK_LABELS[slug], href: legalHref(slug) })),
    ],
  },
];
