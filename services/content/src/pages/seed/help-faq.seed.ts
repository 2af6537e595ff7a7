import type { HelpFaqCategory } from '@studyhub/contracts';

export interface HelpFaqSeed {
  /** Stable name of the entry, so a restart never seeds it twice. */
  key: string;
  category: HelpFaqCategory;
  question: string;
  answer: string;
}

/** The help page's questions as the site first published them, in display order. */
export const HELP_FAQ_SEEDS: readonly HelpFaqSeed[] = [
  {
    key: 'what-is-studyhub',
    category: 'getting-started',
    question: 'What is Studyhub?',
    answer: `Studyhub is a study platform with two halves: a marketplace of study documents written by students (class notes, study guides, practice problems, past exams and more) and a set of AI tools that help you write, understand and check your work.

You can browse and preview documents without an account. Create a free account to buy documents, use the AI tools and sell your own material.`,
  },
  {
    key: 'how-points-work',
    category: 'getting-started',
    question: 'How do points work?',
    answer: `Points are how you pay on Studyhub. 10 points equal 1 USD. You buy points from your wallet in packages or for a custom amount, and larger purchases can include bonus points.

You spend points on documents and on AI tool actions. The price is always shown before you confirm, and your wallet lists every purchase and spend.`,
  },
  {
    key: 'is-it-free',
    category: 'getting-started',
    question: 'Is Studyhub free to use?',
    answer: `Creating an account, browsing, searching and previewing documents are free, and so is selling your own documents. You pay with points only when you buy a document or use a paid AI action, so there is no subscription to cancel.`,
  },
  {
    key: 'ai-tool-prices',
    category: 'getting-started',
    question: 'What do the AI tools cost?',
    answer: `AI writing costs 10 points per 100 words. An AI detection check or a plagiarism check costs 5 points, editor actions such as "make shorter" or "improve writing" cost 3 points each, and a full rewrite costs 10 points. Document chat starts at 5 points, and flashcard decks start at 5 points for up to 10 cards.

If you do not have enough points for an action, you are told before anything is charged.`,
  },
  {
    key: 'find-documents',
    category: 'documents',
    question: 'How do I find documents for my course?',
    answer: `Use the search box at the top of every page, or browse by [subject](/subjects), [university](/universities) or [textbook](/textbooks). On a university page you can open a course to see everything shared for it. Filters let you narrow results by document type and sort by rating, downloads or price.`,
  },
  {
    key: 'preview-before-buying',
    category: 'documents',
    question: 'Can I see a document before I buy it?',
    answer: `Yes. Every document has a free preview of its first pages, together with its description, page count, rating and reviews from students who bought it.`,
  },
  {
    key: 'sell-documents',
    category: 'documents',
    question: 'How do I sell my own documents?',
    answer: `Sign in, open My Documents in your dashboard and choose Upload & Earn Points! Add a clear title and description and choose the subject, university, course and document type. We accept PDF, Word and PowerPoint files.

Every upload is reviewed before it is listed. Once approved, you earn every time someone buys it, and you can follow your sales and withdraw earnings from your seller wallet.`,
  },
  {
    key: 'document-rejected',
    category: 'documents',
    question: 'Why was my document rejected?',
    answer: `The most common reasons are copied or copyrighted material, a description that does not match the content, missing pages, or assessment material your institution has not released. The rejection message tells you which applies, and you can fix the document and upload it again. Our [Community Guidelines](/legal/community-guidelines) explain what we approve.`,
  },
  {
    key: 'report-document',
    category: 'documents',
    question: 'How do I report a document?',
    answer: `Use the report option on the document page, or [contact us](/contact) with a link to it. If you own the copyright in material that was uploaded without permission, please follow our [Notice and Takedown](/legal/notice-takedown) procedure.`,
  },
  {
    key: 'payment-methods',
    category: 'purchases',
    question: 'Which payment methods do you accept?',
    answer: `You can pay by all major credit and debit cards, including Visa, Mastercard and American Express, and by PayPal. Payments are processed securely by our payment providers; Studyhub never stores your full card number.`,
  },
  {
    key: 'money-back-guarantee',
    category: 'purchases',
    question: 'Is there a money-back guarantee?',
    answer: `Yes. Every purchase comes with a 30-day money-back guarantee. If a document is not as described, or something went wrong with a points purchase, contact us within 30 days and we will refund you. The [Refund Policy](/legal/refund-policy) has the details.`,
  },
  {
    key: 'buy-twice',
    category: 'purchases',
    question: 'Can I buy the same document twice?',
    answer: `No, and you never need to. Digital content can be bought only once: a document you have bought stays in your library and can be opened again at any time. If you add it to your cart again, the cart tells you it is already there.`,
  },
  {
    key: 'find-purchases',
    category: 'purchases',
    question: 'Where do I find the documents I bought?',
    answer: `Open your dashboard and go to My Documents, then choose the Purchased tab. Documents you saved and recently viewed have their own tabs too.`,
  },
  {
    key: 'reset-password',
    category: 'account-security',
    question: 'How do I reset my password?',
    answer: `On the [login page](/login), choose "Forgot password?" and enter your email address. We send you a link to choose a new password; it must be at least 6 characters long.`,
  },
  {
    key: 'change-university',
    category: 'account-security',
    question: 'How do I change my university or course?',
    answer: `Go to Dashboard, then Settings, then Profile, and choose Edit Profile. When you change your university, choose your course again, since courses belong to a university.`,
  },
  {
    key: 'payment-safety',
    category: 'account-security',
    question: 'Is my account and payment information safe?',
    answer: `Your password is stored only as a secure hash, every connection to Studyhub is encrypted, and card payments are handled by our payment provider so card details never reach our servers. Read more in our [Privacy Policy](/legal/privacy).`,
  },
  {
    key: 'support-response',
    category: 'account-security',
    question: 'How quickly does support reply?',
    answer: `Our support team replies within 24 hours. Write to us through the [contact form](/contact) or by email, and include your account email address so we can find your account quickly.`,
  },
];
