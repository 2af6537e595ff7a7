import { forgotPasswordLink, settingsLink } from './account-links';
import { greetingFor, renderMail, type MailDocument, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { formatUtc } from './mail-time';

export interface SignInNoticeMailData {
  fullName: string;
  email: string;
  signedInAt: Date;
  method: 'password' | 'google';
  ipAddress: string | null;
  userAgent: string | null;
}

const METHOD_LABELS: Record<SignInNoticeMailData['method'], string> = {
  password: 'Email and password',
  google: 'Google',
};

/** Sent on every successful sign-in while the `security-login` preference is on. */
export function renderSignInNoticeEmail(
  data: SignInNoticeMailData,
  site: MailSite,
  unsubscribe?: MailDocument['unsubscribe'],
): RenderedMail {
  const rows: Array<readonly [string, string]> = [
    ['Time', formatUtc(data.signedInAt)],
    ['Signed in with', METHOD_LABELS[data.method]],
    ['IP address', data.ipAddress?.trim() || 'Unknown'],
    ['Device', describeDevice(data.userAgent)],
  ];
  return renderMail(
    {
      subject: `New sign-in to your ${site.name} account`,
      preheader: `Your ${site.name} account was signed in to on ${formatUtc(data.signedInAt)}.`,
      greeting: greetingFor(data.fullName),
      blocks: [
        { kind: 'paragraph', text: `Your ${site.name} account (${data.email}) was just signed in to.` },
        { kind: 'facts', rows },
        { kind: 'paragraph', text: 'If this was you, you can ignore this email.' },
        {
          kind: 'paragraph',
          text: `If you do not recognise this sign-in, reset your password right away and write to us at ${site.supportEmail}.`,
        },
        { kind: 'action', label: 'Reset password', url: forgotPasswordLink(site) },
        {
          kind: 'note',
          text: `You can turn sign-in alerts off in Dashboard > Settings > Notifications: ${settingsLink(site)}`,
        },
      ],
      reason: `You received this security notice because sign-in alerts are turned on for your ${site.name} account.`,
      ...(unsubscribe ? { unsubscribe } : {}),
    },
    site,
  );
}

/** The browser's own description, shortened; control characters never reach the message. */
function describeDevice(userAgent: string | null): string {
  const cleaned = [...(userAgent ?? '')]
    .map((character) => (isControlCharacter(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'Unknown';
  return cleaned.length > 160 ? `${cleaned.slice(0, 157)}...` : cleaned;
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
