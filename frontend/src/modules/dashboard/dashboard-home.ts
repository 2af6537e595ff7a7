import {
  Brain,
  FileText,
  HelpCircle,
  Layers,
  MessagesSquare,
  PenLine,
  Settings,
  SpellCheck,
  type LucideIcon,
} from 'lucide-react';

export interface QuickLink {
  label: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

/** Tools and places a student reaches from the dashboard's welcome page. */
export const QUICK_LINKS: readonly QuickLink[] = [
  {
    label: 'AI Writer',
    description: 'Plan, draft and cite essays and papers.',
    href: '/dashboard/ai-writer',
    icon: PenLine,
  },
  { label: 'Editor', description: 'Grammar, clarity and style checks.', href: '/dashboard/xyeditor', icon: SpellCheck },
  {
    label: 'AI Homework Helper',
    description: 'Step-by-step explanations for your questions.',
    href: '/dashboard/ai-homework-helper',
    icon: Brain,
  },
  {
    label: 'Document Chat',
    description: 'Ask questions about a PDF and get cited answers.',
    href: '/dashboard/document-chat',
    icon: MessagesSquare,
  },
  {
    label: 'AI Flashcard Maker',
    description: 'Turn notes into flashcards with spaced review.',
    href: '/dashboard/ai-flashcard-maker',
    icon: Layers,
  },
  {
    label: 'My Documents',
    description: 'Your uploads, purchases and saved documents.',
    href: '/dashboard/documents',
    icon: FileText,
  },
  {
    label: 'Settings',
    description: 'Profile, billing, security and notifications.',
    href: '/dashboard/settings',
    icon: Settings,
  },
  {
    label: 'Help Center',
    description: 'Answers about points, documents and your account.',
    href: '/dashboard/help',
    icon: HelpCircle,
  },
];

/** "Member since" in a form that reads the same on the server and in the browser. */
export function formatMemberSince(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Which account details still need the user's attention. */
export function accountChecklist(user: {
  email_verified: boolean;
  university_id: string | null;
  course_id: string | null;
  avatar_url: string | null;
}) {
  return [
    { id: 'email', label: 'Confirm your email address', isDone: user.email_verified },
    { id: 'university', label: 'Add your university', isDone: user.university_id !== null },
    { id: 'course', label: 'Add your course', isDone: user.course_id !== null },
    { id: 'avatar', label: 'Upload a profile picture', isDone: user.avatar_url !== null },
  ] as const;
}
