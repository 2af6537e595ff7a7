import { emailVerificationLink } from './account-links';
import { greetingFor, renderMail, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { describeValidity, formatUtc } from './mail-time';

export interface EmailVerificationMailData {
  fullName: string;
  email: string;
  token: string;
  requestedAt: Date;
  expiresAt: Date;
}

/** Sent after sign-up and on "Resend Verification Email"; always sent, whatever the preferences. */
export function renderEmailVerificationEmail(data: EmailVerificationMailData, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: 'Confirm your email',
      preheader: `Confirm your email address to finish setting up your ${site.name} account.`,
      greeting: greetingFor(data.fullName),
      blocks: [
        {
          kind: 'paragraph',
          text: `Thanks for signing up for ${site.name}. Please confirm that ${data.email} is your email address, so we can keep your account secure and reach you about your documents, orders and points.`,
        },
        { kind: 'action', label: 'Confirm email', url: emailVerificationLink(site, data.token) },
        {
          kind: 'paragraph',
          text: `This link works for ${describeValidity(data.requestedAt, data.expiresAt)} (until ${formatUtc(data.expiresAt)}) and can be used once. If it has expired, sign in and ask for a new verification email.`,
        },
        {
          kind: 'note',
          text: `If you did not create a ${site.name} account, you can ignore this email: the account stays unconfirmed.`,
        },
      ],
      reason: `You received this email because someone signed up for ${site.name} with ${data.email}.`,
    },
    site,
  );
}
