import {
  BookOpen,
  Brain,
  FileSearch,
  FileText,
  GraduationCap,
  Layers,
  Library,
  MessagesSquare,
  Newspaper,
  PenLine,
  ScanSearch,
  SpellCheck,
  University,
  type LucideIcon,
} from 'lucide-react';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  icon?: LucideIcon;
}

export interface NavMenuConfig {
  id: 'study' | 'write' | 'explore';
  label: string;
  items: NavLink[];
}

/** Top navigation menus (spec section 2, Layout). */
export const MAIN_MENUS: NavMenuConfig[] = [
  {
    id: 'study',
    label: 'Study',
    items: [
      {
        label: 'Browse documents',
        href: '/documents',
        description: 'Notes, study guides and past exams shared by students',
        icon: Library,
      },
      {
        label: 'AI Homework Helper',
        href: '/ai-homework-helper',
        description: 'Step-by-step explanations for your questions',
        icon: Brain,
      },
      {
        label: 'Document Chat',
        href: '/document-chat',
        description: 'Ask questions about any PDF and get cited answers',
        icon: MessagesSquare,
      },
      {
        label: 'AI Flashcard Maker',
        href: '/ai-flashcard-maker',
        description: 'Turn your notes into flashcards with spaced review',
        icon: Layers,
      },
    ],
  },
  {
    id: 'write',
    label: 'Write',
    items: [
      {
        label: 'AI Writer',
        href: '/ai-writer',
        description: 'Plan, draft and cite essays and research papers',
        icon: PenLine,
      },
      {
        label: 'Editor',
        href: '/xy-editor',
        description: 'Grammar, clarity and style checks as you write',
        icon: SpellCheck,
      },
      {
        label: 'AI Detector',
        href: '/ai-detector',
        description: 'See which sentences read as machine-written',
        icon: ScanSearch,
      },
      {
        label: 'Plagiarism Checker',
        href: '/plagiarism-checker',
        description: 'Compare your text with published sources',
        icon: FileSearch,
      },
    ],
  },
  {
    id: 'explore',
    label: 'Explore',
    items: [
      { label: 'Subjects', href: '/subjects', description: 'Documents grouped by field of study', icon: BookOpen },
      {
        label: 'Universities',
        href: '/universities',
        description: 'Find material for your school and courses',
        icon: University,
      },
      { label: 'Textbooks', href: '/textbooks', description: 'Guides and solutions by textbook', icon: FileText },
      { label: 'Blog', href: '/blog', description: 'Study tips, exam strategy and student life', icon: Newspaper },
      {
        label: 'Scholarships',
        href: '/scholarships',
        description: 'Funding opportunities with deadlines',
        icon: GraduationCap,
      },
    ],
  },
];

/** Entries of the signed-in user menu, in spec order; Sign Out is added by the menu itself. */
export const USER_MENU_LINKS: NavLink[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'My Documents', href: '/dashboard/documents' },
  { label: 'Help Center', href: '/dashboard/help' },
  { label: 'Wallet', href: '/dashboard/wallet' },
  { label: 'Settings', href: '/dashboard/settings' },
];
