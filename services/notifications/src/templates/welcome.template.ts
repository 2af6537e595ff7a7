import { dashboardLink } from './account-links';
import { greetingFor, renderMail, type MailBlock, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';

export interface WelcomeMailData {
  fullName: string;
  email: string;
  method: 'password' | 'google';
}

/** Sent once to every account created by a person (password or Google sign-up). */
export function renderWelcomeEmail(data: WelcomeMailData, site: MailSite): RenderedMail {
  const confirm: MailBlock[] =
    data.method === 'password'
      ? [
          {
            kind: 'paragraph',
            text: 'We have sent you a separate email with a link to confirm your address. Please confirm it to finish setting up your account.',
          },
        ]
      : [];
  return renderMail(
    {
      subject: `Welcome to ${site.name}`,
      preheader: `Your ${site.name} account is ready.`,
      greeting: greetingFor(data.fullName),
      blocks: [
        { kind: 'paragraph', text: `Welcome to ${site.name}! Your account is ready.` },
        ...confirm,
        {
          kind: 'paragraph',
          text: 'Find study documents shared by students from your university and course, unlock them with points, and earn points by sharing your own notes. Our AI tools help you write papers, answer homework questions, chat with documents, make flashcards, and check your work for plagiarism.',
        },
        { kind: 'action', label: 'Go to your dashboard', url: dashboardLink(site) },
      ],
      reason: `You received this email because a ${site.name} account was created for ${data.email}.`,
    },
    site,
  );
}
