/** Site-wide constants. NEXT_PUBLIC_* values are inlined at build time. */
export const SITE_NAME = 'Studyhub';
export const SITE_VERSION = '1.0.0';
export const SITE_DESCRIPTION =
  'Study documents shared by students, and AI tools for writing, homework, flashcards and checking your work.';

export const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@studyhub.com';
export const CAREERS_EMAIL = 'careers@studyhub.com';
export const COPYRIGHT_EMAIL = 'copyright@studyhub.com';
export const PRIVACY_EMAIL = 'privacy@studyhub.com';

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Studyhub on Facebook', href: 'https://www.facebook.com/studyhub' },
  { network: 'x', label: 'Studyhub on X', href: 'https://x.com/studyhub' },
  { network: 'instagram', label: 'Studyhub on Instagram', href: 'https://www.instagram.com/studyhub' },
  { network: 'linkedin', label: 'Studyhub on LinkedIn', href: 'https://www.linkedin.com/company/studyhub' },
  { network: 'youtube', label: 'Studyhub on YouTube', href: 'https://www.youtube.com/@studyhub' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
