import { SUPPORT_EMAIL } from '../../../config/site';
import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const termsDocument: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  shortTitle: 'Terms of Service',
  description:
    'The agreement between you and Studyhub: accounts, points, buying and selling study documents, AI tools and your responsibilities.',
  lastUpdated: '2025-11-01',
  summary:
    'These terms govern your use of Studyhub. In short: keep your account secure, use what you buy for your own study, upload only material you have the right to share, and use the AI tools to learn rather than to cheat. Points are how you pay on Studyhub; 10 points equal 1 USD.',
  sections: [
    {
      id: 'agreement',
      heading: '1. About these terms',
      blocks: [
        p(
          'Studyhub ("Studyhub", "we", "us") runs a website and related services where students find, buy and read study documents shared by other students, sell their own study material, and use AI tools that help them write, revise and review. These Terms of Service ("Terms") form a binding agreement between you and Studyhub whenever you visit the site, create an account, buy points, buy or sell documents, or use any tool.',
        ),
        p(
          'Some features have additional rules that form part of these Terms: the [Privacy Policy](/legal/privacy), the [Cookie Policy](/legal/cookie-policy), the [Code of Honor](/legal/code-of-honor), the [Community Guidelines](/legal/community-guidelines), the [Refund Policy](/legal/refund-policy) and the [Notice and Takedown](/legal/notice-takedown) procedure. If you do not agree with these Terms, please do not use Studyhub.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who can use Studyhub',
      blocks: [
        p(
          'You must be at least 13 years old to create an account. If you are under the age of majority where you live, you may use Studyhub only with the permission of a parent or guardian, who accepts these Terms on your behalf and is responsible for purchases made with your account.',
        ),
        p(
          'You may not use Studyhub if we have previously closed your account for a breach of these Terms, or if using it would break the law that applies to you.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account',
      blocks: [
        p(
          'You can register with an email address and password or with a supported sign-in provider. Give us accurate information and keep it up to date, including the university and course you choose in your profile.',
        ),
        ul(
          'Keep your password private and do not share your account. You are responsible for everything done through it.',
          'Tell us straight away at [' +
            SUPPORT_EMAIL +
            '](mailto:' +
            SUPPORT_EMAIL +
            ') if you think someone else has accessed your account.',
          'One person, one account. Accounts may not be sold, transferred or used to resell purchased documents.',
        ),
        p(
          'We may suspend or close an account that breaks these Terms, that is used for fraud, or that puts other users or Studyhub at risk. Where we can, we will tell you why and give you the chance to respond.',
        ),
      ],
    },
    {
      id: 'points',
      heading: '4. Points',
      blocks: [
        p(
          'Points are the currency used on Studyhub. You buy points in packages or for a custom amount; 10 points equal 1 USD, and larger purchases may include bonus points as shown at checkout. Prices are in US dollars and include any charges we are required to show.',
        ),
        ul(
          'Points are used to buy documents and to pay for AI tool actions at the prices shown before you confirm.',
          'Points are a licence to use Studyhub services. They are not money, do not earn interest, cannot be transferred to another account and cannot be exchanged for cash, except for seller earnings withdrawn under section 6 and refunds under the Refund Policy.',
          'A points purchase is credited to your wallet as soon as the payment succeeds. Your wallet shows every purchase and spend.',
          'Bonus and promotional points may carry their own conditions, which we will show when they are offered.',
        ),
        p(
          'If points are credited to you by mistake, or obtained through a payment that is later reversed, we may remove them from your balance.',
        ),
      ],
    },
    {
      id: 'buying-documents',
      heading: '5. Buying documents',
      blocks: [
        p(
          'Each document shows a preview, its page count and its price in points before you buy. When you buy a document you receive a personal, non-exclusive, non-transferable licence to read, download and print it for your own study. You do not acquire ownership of the document or its copyright.',
        ),
        ul(
          'Digital content can be bought only once per account; documents you already own stay in your library.',
          'You may not share, resell, publish or upload purchased documents, in whole or in part, anywhere else, including on Studyhub.',
          'Documents are written by other students. We review them, but we do not guarantee that they are complete, current or correct for your course. Use them as a study aid alongside your own course materials.',
        ),
        p('If a document is not what its listing described, see the [Refund Policy](/legal/refund-policy).'),
      ],
    },
    {
      id: 'selling-documents',
      heading: '6. Selling documents',
      blocks: [
        p(
          "Any registered user can upload study documents to sell. By uploading, you confirm that you created the material yourself or otherwise hold every right needed to sell it, and that selling it does not break your institution's rules or anyone else's rights.",
        ),
        ul(
          'You keep the copyright in what you upload. You grant Studyhub a worldwide, non-exclusive licence to host, convert, preview, index, display and distribute the document to buyers, and to use short extracts to describe it and to power search, document chat and plagiarism checks.',
          'Every upload is reviewed before it is listed. We may approve, reject, ask for changes to or remove a document at any time, including after a copyright notice.',
          "Do not upload exam papers or answer keys that your institution has not released, other people's work, or personal data about other people.",
          'Earnings from your sales appear in your seller wallet. You can request a withdrawal of your available earnings; we may hold earnings linked to a refund, a complaint or suspected fraud until it is resolved.',
        ),
      ],
    },
    {
      id: 'ai-tools',
      heading: '7. AI tools',
      blocks: [
        p(
          'Studyhub offers an AI Writer, an editor, a homework helper, document chat, a flashcard maker, an AI-content detector and a plagiarism checker. Each paid action shows its price in points before it runs, and the points are taken only when the action is carried out.',
        ),
        ul(
          'AI output can be wrong, incomplete or similar to text produced for other users. Check facts, sources and calculations before you rely on them.',
          'AI-detection and plagiarism results are estimates that help you review your own work. They are not proof that a text was or was not written by a person or copied, and must not be the only basis for accusing anyone.',
          "You are responsible for following your institution's rules on the use of AI and for acknowledging assistance where those rules require it. The [Code of Honor](/legal/code-of-honor) explains what we expect.",
          'You keep the rights in the text you enter. We process it to provide the tool and do not sell it. See the [Privacy Policy](/legal/privacy).',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: '8. Acceptable use',
      blocks: [
        p('When you use Studyhub you agree not to:'),
        ul(
          'use Studyhub to cheat, to submit work that is not your own where that is not allowed, or to help anyone else do so;',
          'upload anything unlawful, infringing, harassing, hateful, sexually explicit or otherwise in breach of the [Community Guidelines](/legal/community-guidelines);',
          'scrape, bulk-download or copy the catalog or documents, or get around previews, limits or payment;',
          'interfere with the service, probe it for weaknesses without permission, or introduce malware;',
          'manipulate reviews, ratings, downloads or search results, or create accounts to do so.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: "9. Studyhub's content",
      blocks: [
        p(
          'The Studyhub name, logo, site design, software and the text we write ourselves belong to Studyhub or its licensors. These Terms do not give you any right to use them except to use the service as intended.',
        ),
        p(
          'If you believe material on Studyhub infringes your rights, follow the [Notice and Takedown](/legal/notice-takedown) procedure.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '10. Disclaimers and liability',
      blocks: [
        p(
          'We work hard to keep Studyhub available and accurate, but we provide it "as is". To the extent the law allows, we do not promise that it will always be available, error-free or suitable for a particular purpose, and we are not liable for indirect or consequential losses, lost grades, lost profits or lost data.',
        ),
        p(
          'Our total liability to you for any claim relating to Studyhub is limited to the greater of the amount you paid us in the twelve months before the claim and 100 USD. Nothing in these Terms limits liability that cannot be limited by law, or your statutory rights as a consumer.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes and ending the agreement',
      blocks: [
        p(
          'We may update these Terms when the service or the law changes. If a change materially affects you, we will tell you by email or on the site at least 14 days before it takes effect. If you keep using Studyhub after that, the new Terms apply.',
        ),
        p(
          'You can close your account at any time from your settings or by contacting support. Unused purchased points remain subject to the Refund Policy; sections that by their nature should survive, such as licences granted by sellers for documents already sold, continue after your account closes.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact and disputes',
      blocks: [
        p(
          'Questions about these Terms can be sent through the [contact form](/contact) or to [' +
            SUPPORT_EMAIL +
            '](mailto:' +
            SUPPORT_EMAIL +
            '). We reply within 24 hours. If you are unhappy with how we handled something, you can also [file a complaint](/legal/file-complaint); we will try to resolve any dispute informally before either of us goes further.',
        ),
      ],
    },
  ],
};
