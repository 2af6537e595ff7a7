import { SUPPORT_EMAIL } from '../../../config/site';
import { ol, p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const fileComplaintDocument: LegalDocument = {
  slug: 'file-complaint',
  title: 'File a Complaint',
  shortTitle: 'File a Complaint',
  description:
    'How to complain about a document, a user, a moderation decision or our service, and how Studyhub handles complaints.',
  lastUpdated: '2025-11-01',
  summary:
    'If something on Studyhub is wrong, or we have not treated you fairly, we want to know. This page explains how to complain, what to include and what we will do.',
  sections: [
    {
      id: 'what-you-can-complain-about',
      heading: '1. What you can complain about',
      blocks: [
        ul(
          'A document that is inaccurate, misleading, offensive or breaks the [Community Guidelines](/legal/community-guidelines).',
          "Another user's behaviour, such as abusive reviews or comments.",
          'A moderation decision about your own upload, review or account.',
          'A payment, points, refund or withdrawal problem.',
          'How we have handled your personal data.',
          'Anything else about our service that has let you down.',
        ),
        p(
          'For copyright claims, please use the [Notice and Takedown](/legal/notice-takedown) procedure, which asks for the details the law requires.',
        ),
      ],
    },
    {
      id: 'how-to-complain',
      heading: '2. How to complain',
      blocks: [
        p(
          'Send your complaint through the [contact form](/contact) or by email to [' +
            SUPPORT_EMAIL +
            '](mailto:' +
            SUPPORT_EMAIL +
            '), starting the subject with "Complaint". Please include:',
        ),
        ol(
          'the email address of your Studyhub account, if you have one;',
          'the link to the document, review, comment or order concerned;',
          'what happened and when;',
          'what you would like us to do about it.',
        ),
      ],
    },
    {
      id: 'what-we-do',
      heading: '3. What we do with it',
      blocks: [
        ul(
          'We acknowledge every complaint within 24 hours.',
          'A member of the support team who was not involved in the original decision looks into it.',
          'We aim to give you a full answer within 14 days. If it will take longer, we tell you why and when to expect it.',
          'If the complaint is about content, we may hide it while we investigate.',
        ),
      ],
    },
    {
      id: 'appeals',
      heading: '4. Appeals',
      blocks: [
        p(
          'If you disagree with the outcome of a complaint about a moderation decision, reply within 30 days and ask for an appeal. A senior moderator reviews the case again and gives you a final written decision with reasons.',
        ),
        p(
          'If you are still not satisfied, you may be able to take your complaint to an out-of-court dispute settlement body or a consumer or data protection authority where you live. We will tell you which options apply when we send our final decision.',
        ),
      ],
    },
  ],
};
