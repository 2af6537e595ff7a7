import { greetingFor, renderMail, type RenderedMail } from './mail-layout';
import { type MailSite, siteLink } from './mail-site';

/** A message that reached the support team: the contact form or a legal submission. */
export interface SupportSubmission {
  /** `Contact message`, `Complaint`, `Notice-and-takedown request` */
  kindLabel: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  /** Extra facts such as the topic. */
  details: ReadonlyArray<readonly [string, string]>;
  signedInUserId: string | null;
  /** The admin page where the full message is read. */
  adminPath: string;
}

/** To support: who wrote, about what, and where to read it (the body stays in the content service). */
export function renderSupportAlertEmail(submission: SupportSubmission, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `${submission.kindLabel}: ${submission.subject}`,
      preheader: `${submission.kindLabel} from ${submission.name} <${submission.email}>.`,
      greeting: 'Hi support team,',
      blocks: [
        { kind: 'paragraph', text: `A new ${submission.kindLabel.toLowerCase()} arrived on ${site.name}.` },
        {
          kind: 'facts',
          rows: [
            ['Reference', submission.reference],
            ['From', `${submission.name} <${submission.email}>`],
            ['Subject', submission.subject],
            ...submission.details,
            ['Account', submission.signedInUserId ?? 'Not signed in'],
          ],
        },
        { kind: 'action', label: 'Read it in the admin console', url: siteLink(site, submission.adminPath) },
      ],
      reason: `You received this email because ${site.supportEmail} is the support address of ${site.name}.`,
    },
    site,
  );
}

/** To the sender: we have it, here is the reference, and what happens next. */
export function renderSubmissionReceiptEmail(submission: SupportSubmission, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `We received your ${submission.kindLabel.toLowerCase()}`,
      preheader: `Reference ${submission.reference}: our team will reply to ${submission.email}.`,
      greeting: greetingFor(submission.name),
      blocks: [
        {
          kind: 'paragraph',
          text: `Thank you for writing to ${site.name}. We received your ${submission.kindLabel.toLowerCase()} and our team will reply to this address, usually within two working days.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Reference', submission.reference],
            ['Subject', submission.subject],
          ],
        },
        { kind: 'note', text: 'Please quote the reference if you write to us about it again.' },
      ],
      reason: `You received this email because this address was given in a form on ${site.name}. If that was not you, you can ignore it.`,
    },
    site,
  );
}
