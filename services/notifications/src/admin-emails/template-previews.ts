import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_LABELS,
  PREFERENCE_OF_KIND,
  type EmailTemplatePreview,
  type NotificationKind,
} from '@studyhub/contracts';
import { renderEmailVerificationEmail } from '../templates/email-verification.template';
import { greetingFor, renderMail, type RenderedMail } from '../templates/mail-layout';
import { type MailSite, siteLink } from '../templates/mail-site';
import { writeNotice, type NoticeData } from '../templates/notice-templates';
import { renderPasswordChangedEmail } from '../templates/password-changed.template';
import { renderPasswordResetEmail } from '../templates/password-reset.template';
import { renderSignInNoticeEmail } from '../templates/sign-in-notice.template';
import {
  renderSubmissionReceiptEmail,
  renderSupportAlertEmail,
  type SupportSubmission,
} from '../templates/support-inbox.template';
import { renderWelcomeEmail } from '../templates/welcome.template';

const SAMPLE_NAME = 'Amara Okafor';
const SAMPLE_EMAIL = 'amara.okafor@example.org';
const SAMPLE_TIME = new Date('2025-11-22T10:31:00Z');
const SAMPLE_TOKEN = 'sample-token-for-preview-only';

/** Sample data for every kind, as realistic as an admin needs to judge the wording. */
const NOTICE_SAMPLES: { [K in NotificationKind]: NoticeData[K] } = {
  'order-completed': {
    orderId: '5d1b6f0e-2c7a-4c59-9a57-0e3a7f1c2b44',
    titles: ['Organic Chemistry II: Reaction Mechanisms', 'Calculus Final Exam Review'],
    totalPoints: 180,
  },
  'order-refunded': {
    orderId: '5d1b6f0e-2c7a-4c59-9a57-0e3a7f1c2b44',
    titles: ['Calculus Final Exam Review'],
    totalPoints: 80,
    reason: 'The document did not match its description.',
  },
  'document-sold': { documents: [{ title: 'Introduction to Macroeconomics: Lecture Notes', pointsPrice: 60 }] },
  'document-approved': {
    title: 'Introduction to Macroeconomics: Lecture Notes',
    slug: 'introduction-to-macroeconomics',
    pointsPrice: 60,
  },
  'document-rejected': { title: 'Scanned Textbook Chapter 4', reason: 'The file is a copy of a published textbook.' },
  'document-soft-rejected': {
    title: 'Biology 101 Study Guide',
    slug: 'biology-101-study-guide',
    reason: 'Pages 3 to 5 are blurred; please upload a clearer scan.',
  },
  'document-price-changed': {
    title: 'Introduction to Macroeconomics: Lecture Notes',
    slug: 'introduction-to-macroeconomics',
    oldPointsPrice: 60,
    newPointsPrice: 45,
  },
  'withdrawal-requested': { amountPoints: 2500 },
  'withdrawal-approved': { amountPoints: 2500 },
  'withdrawal-paid': { amountPoints: 2500 },
  'withdrawal-rejected': { amountPoints: 2500, reason: 'The payout details are incomplete.' },
  'sign-in-new-device': { device: 'Firefox on Linux', ipAddress: '203.0.113.7', method: 'password' },
  'password-changed': { via: 'change' },
  'paper-created': {
    paperId: '9b2e4c1a-7d3f-4e8b-a1c2-3d4e5f6a7b8c',
    title: 'The Ethics of Gene Editing',
    origin: 'writer',
  },
  'scholarship-deadline': {
    title: 'Global Women in STEM Scholarship',
    slug: 'global-women-in-stem-scholarship',
    deadline: '2025-12-01',
    daysLeft: 3,
  },
  'document-taken-down': {
    title: 'Scanned Textbook Chapter 4',
    reason: 'A copyright notice from the publisher was upheld.',
    buyersRefunded: true,
  },
  'report-answered': {
    title: 'Scanned Textbook Chapter 4',
    resolution: 'taken_down',
    reply: 'Thank you for telling us. The document copied a published textbook, so we removed it.',
  },
};

const SAMPLE_SUBMISSION: SupportSubmission = {
  kindLabel: 'Contact message',
  reference: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: SAMPLE_NAME,
  email: SAMPLE_EMAIL,
  subject: 'My upload is stuck at processing',
  details: [['Topic', 'Documents and uploads']],
  signedInUserId: null,
  adminPath: '/admin/legal-notice',
};

function preview(template: string, description: string, mail: RenderedMail): EmailTemplatePreview {
  return { template, description, ...mail };
}

function sampleUnsubscribe(site: MailSite, label: string) {
  return { url: siteLink(site, '/api/notifications/unsubscribe', { token: SAMPLE_TOKEN }), preferenceLabel: label };
}

/** Every template the service sends, rendered with sample data (HTML and text), for the admin console. */
export function renderTemplatePreviews(site: MailSite): EmailTemplatePreview[] {
  const account: EmailTemplatePreview[] = [
    preview(
      'welcome',
      'After someone signs up by password or Google.',
      renderWelcomeEmail({ fullName: SAMPLE_NAME, email: SAMPLE_EMAIL, method: 'password' }, site),
    ),
    preview(
      'email-verification',
      'The address confirmation link; always sent.',
      renderEmailVerificationEmail(
        {
          fullName: SAMPLE_NAME,
          email: SAMPLE_EMAIL,
          token: SAMPLE_TOKEN,
          requestedAt: SAMPLE_TIME,
          expiresAt: new Date(SAMPLE_TIME.getTime() + 86_400_000),
        },
        site,
      ),
    ),
    preview(
      'password-reset',
      'The password reset link; always sent.',
      renderPasswordResetEmail(
        {
          fullName: SAMPLE_NAME,
          email: SAMPLE_EMAIL,
          token: SAMPLE_TOKEN,
          requestedAt: SAMPLE_TIME,
          expiresAt: new Date(SAMPLE_TIME.getTime() + 3_600_000),
        },
        site,
      ),
    ),
    preview(
      'password-changed',
      'After a password change or reset (security-status).',
      renderPasswordChangedEmail(
        { fullName: SAMPLE_NAME, email: SAMPLE_EMAIL, changedAt: SAMPLE_TIME, via: 'change' },
        site,
        sampleUnsubscribe(site, NOTIFICATION_PREFERENCE_LABELS['security-status']),
      ),
    ),
    preview(
      'sign-in-notice',
      'A sign-in from a new device (security-login).',
      renderSignInNoticeEmail(
        {
          fullName: SAMPLE_NAME,
          email: SAMPLE_EMAIL,
          signedInAt: SAMPLE_TIME,
          method: 'password',
          ipAddress: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        },
        site,
        sampleUnsubscribe(site, NOTIFICATION_PREFERENCE_LABELS['security-login']),
      ),
    ),
  ];
  const ownTemplates = new Set<NotificationKind>(['sign-in-new-device', 'password-changed']);
  const notices = NOTIFICATION_KINDS.filter((kind) => !ownTemplates.has(kind)).map((kind) => {
    const content = writeNotice(kind, NOTICE_SAMPLES[kind] as never, site);
    const preferenceId = PREFERENCE_OF_KIND[kind];
    const mail = renderMail(
      {
        ...content.mail,
        greeting: greetingFor(SAMPLE_NAME),
        ...(preferenceId ? { unsubscribe: sampleUnsubscribe(site, NOTIFICATION_PREFERENCE_LABELS[preferenceId]) } : {}),
      },
      site,
    );
    const description = preferenceId
      ? `${content.inApp.title} (preference ${preferenceId}); also shown in the bell.`
      : `${content.inApp.title}; also shown in the bell.`;
    return preview(kind, description, mail);
  });
  const support = [
    preview(
      'contact-support',
      'To the support address when someone sends the contact form or a legal submission.',
      renderSupportAlertEmail(SAMPLE_SUBMISSION, site),
    ),
    preview(
      'contact-receipt',
      'The receipt to the sender of a contact message or legal submission.',
      renderSubmissionReceiptEmail(SAMPLE_SUBMISSION, site),
    ),
  ];
  return [...account, ...notices, ...support];
}
