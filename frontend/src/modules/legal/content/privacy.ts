import { PRIVACY_EMAIL } from '../../../config/site';
import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

const privacyMail = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

export const privacyDocument: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  shortTitle: 'Privacy Policy',
  description:
    'What personal data Studyhub collects, why, how long it is kept, who it is shared with and how to exercise your rights.',
  lastUpdated: '2025-11-01',
  summary:
    'We collect what we need to run your account, process payments, deliver documents and AI tools, and keep Studyhub safe. We do not sell your personal data, and we do not use the text you enter into the AI tools to advertise to you.',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who is responsible',
      blocks: [
        p(
          'Studyhub is the controller of the personal data described in this policy. You can reach the person responsible for data protection at ' +
            privacyMail +
            '.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. What we collect',
      blocks: [
        ul(
          'Account data: your name, email address, password (stored only as a secure hash), profile picture, university and course, and your role and account status.',
          'Billing data: the billing address you save, your points purchases and their payment status. Card and PayPal details are handled by our payment providers; we never see or store full card numbers.',
          'Activity data: documents you view, save, buy or upload, your reading progress, reviews, points transactions, withdrawals and notification preferences.',
          'Content you create: uploaded documents, papers and their versions, editor text, homework questions, document chat messages, flashcard decks and text you check for AI content or plagiarism.',
          'Messages: what you send us through the contact form or by email.',
          'Technical data: IP address, browser and device information, approximate location derived from the IP address, and the cookies described in the [Cookie Policy](/legal/cookie-policy).',
        ),
      ],
    },
    {
      id: 'why',
      heading: '3. Why we use it',
      blocks: [
        ul(
          'To provide the service you asked for: your account, your library, purchases, the AI tools and seller payouts (performance of our contract with you).',
          'To process payments, prevent fraud and keep accounting and tax records (legal obligation and legitimate interest).',
          'To moderate uploads, handle copyright notices and complaints, and keep the platform safe (legitimate interest).',
          'To send you service messages such as receipts, password resets and document status updates, and, if you choose, other notifications you can switch off in your settings (contract and consent).',
          'To understand how Studyhub is used and improve it, using aggregated statistics wherever possible (legitimate interest).',
        ),
      ],
    },
    {
      id: 'ai-processing',
      heading: '4. Text you give the AI tools',
      blocks: [
        p(
          'Text you enter into the AI tools is processed to produce your result. Where a tool uses an external language model, the text is sent to that provider under a contract that forbids it from using your text to train its models. Plagiarism checks compare your text with published sources and with documents on Studyhub; your text is not added to the comparison collection unless you publish it as a document.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share it with',
      blocks: [
        ul(
          'Other users see only what you publish: your display name and avatar on documents you sell and on reviews and blog comments you write.',
          'Service providers that host our systems, send email, process payments (for example Stripe and PayPal) and run language models, each bound to use the data only on our instructions.',
          'Authorities, when the law requires it or to protect the rights and safety of our users.',
          'A buyer or successor, if Studyhub is ever sold or merged, under the same protections.',
        ),
        p('We do not sell personal data and we do not share it with advertisers.'),
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      blocks: [
        p(
          'We keep account data while your account is open. When you close it, we delete or anonymise your personal data within 90 days, except records we must keep longer by law (such as payment and tax records, usually for up to 7 years) and documents other users have already bought, which stay available to those buyers under their licence.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      blocks: [
        p('Depending on where you live, you have the right to:'),
        ul(
          'access the personal data we hold about you and receive a copy in a portable format;',
          'correct inaccurate data, most of which you can edit yourself in your settings;',
          'ask us to delete your data or restrict how we use it;',
          'object to processing based on our legitimate interests, and withdraw consent at any time;',
          'complain to your local data protection authority.',
        ),
        p(
          'To exercise any of these rights, write to ' +
            privacyMail +
            ' from the email address on your account. We answer within 30 days and may ask you to confirm your identity.',
        ),
      ],
    },
    {
      id: 'security',
      heading: '8. Security and transfers',
      blocks: [
        p(
          'Connections to Studyhub are encrypted, passwords are hashed, original documents are only reachable through short-lived signed links, and access to personal data inside Studyhub is limited to staff who need it. Where data is transferred to another country, we rely on safeguards such as standard contractual clauses.',
        ),
      ],
    },
    {
      id: 'children',
      heading: '9. Young users',
      blocks: [
        p(
          'Studyhub is not intended for children under 13 and we do not knowingly collect their data. If you believe a child under 13 has created an account, contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to this policy',
      blocks: [
        p(
          'We will post any change on this page with a new date, and tell you by email before a material change takes effect.',
        ),
      ],
    },
  ],
};
