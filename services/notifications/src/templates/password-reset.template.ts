import { passwordResetLink } from './account-links';
import { greetingFor, renderMail, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { describeValidity, formatUtc } from './mail-time';

export interface PasswordResetMailData {
  fullName: string;
  email: string;
  token: string;
  requestedAt: Date;
  expiresAt: Date;
}

/** Sent on "forgot password"; always sent, whatever the preferences. */
export function renderPasswordResetEmail(data: PasswordResetMailData, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Reset your ${site.name} password`,
      preheader: `Use this link to choose a new password for your ${site.name} account.`,
      greeting: greetingFor(data.fullName),
      blocks: [
        {
          kind: 'paragraph',
          text: `We received a request to reset the password of your ${site.name} account (${data.email}). Choose a new password with the button below.`,
        },
        { kind: 'action', label: 'Reset password', url: passwordResetLink(site, data.token) },
        {
          kind: 'paragraph',
          text: `This link works for ${describeValidity(data.requestedAt, data.expiresAt)} (until ${formatUtc(data.expiresAt)}) and can be used once.`,
        },
        {
          kind: 'note',
          text: 'If you did not ask to reset your password, you can ignore this email: your password stays the same and nobody can change it without this link.',
        },
      ],
      reason: `You received this email because a password reset was requested for ${data.email} on ${site.name}.`,
    },
    site,
  );
}
