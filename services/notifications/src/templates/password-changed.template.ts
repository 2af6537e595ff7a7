import { forgotPasswordLink } from './account-links';
import { greetingFor, renderMail, type MailDocument, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { formatUtc } from './mail-time';

export interface PasswordChangedMailData {
  fullName: string;
  email: string;
  changedAt: Date;
  via: 'change' | 'reset';
}

/** Security notice after a password change or reset (preference `security-status`). */
export function renderPasswordChangedEmail(
  data: PasswordChangedMailData,
  site: MailSite,
  unsubscribe?: MailDocument['unsubscribe'],
): RenderedMail {
  const how = data.via === 'reset' ? 'with a password reset link' : 'from your account settings';
  return renderMail(
    {
      subject: `Your ${site.name} password was changed`,
      preheader: `The password of your ${site.name} account was changed on ${formatUtc(data.changedAt)}.`,
      greeting: greetingFor(data.fullName),
      blocks: [
        {
          kind: 'paragraph',
          text: `The password of your ${site.name} account (${data.email}) was changed ${how} on ${formatUtc(data.changedAt)}.`,
        },
        { kind: 'paragraph', text: 'If this was you, there is nothing else to do.' },
        {
          kind: 'paragraph',
          text: `If you did not change your password, someone else may have access to your account. Reset your password right away and write to us at ${site.supportEmail}.`,
        },
        { kind: 'action', label: 'Reset password', url: forgotPasswordLink(site) },
      ],
      reason: `You received this security notice because security updates are turned on for your ${site.name} account (Dashboard > Settings > Notifications).`,
      ...(unsubscribe ? { unsubscribe } : {}),
    },
    site,
  );
}
