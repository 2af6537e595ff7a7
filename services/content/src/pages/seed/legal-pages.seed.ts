import type { LegalPageSlug } from '@studyhub/contracts';

export interface LegalPageSeed {
  slug: LegalPageSlug;
  title: string;
  shortTitle: string;
  description: string;
  summary: string;
  /** The first version's publication date (the static page's "Last updated"). */
  publishedAt: string;
  body: string;
}

/** The legal pages as the site first published them: version 1 of each, loaded by the seeder. */
export const LEGAL_PAGE_SEEDS: readonly LegalPageSeed[] = [
  {
    slug: 'terms',
    title: 'Terms of Service',
    shortTitle: 'Terms of Service',
    description:
      'The agreement between you and Studyhub: accounts, points, buying and selling study documents, AI tools and your responsibilities.',
    summary:
      'These terms govern your use of Studyhub. In short: keep your account secure, use what you buy for your own study, upload only material you have the right to share, and use the AI tools to learn rather than to cheat. Points are how you pay on Studyhub; 10 points equal 1 USD.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. About these terms {#agreement}

Studyhub ("Studyhub", "we", "us") runs a website and related services where students find, buy and read study documents shared by other students, sell their own study material, and use AI tools that help them write, revise and review. These Terms of Service ("Terms") form a binding agreement between you and Studyhub whenever you visit the site, create an account, buy points, buy or sell documents, or use any tool.

Some features have additional rules that form part of these Terms: the [Privacy Policy](/legal/privacy), the [Cookie Policy](/legal/cookie-policy), the [Code of Honor](/legal/code-of-honor), the [Community Guidelines](/legal/community-guidelines), the [Refund Policy](/legal/refund-policy) and the [Notice and Takedown](/legal/notice-takedown) procedure. If you do not agree with these Terms, please do not use Studyhub.

## 2. Who can use Studyhub {#eligibility}

You must be at least 13 years old to create an account. If you are under the age of majority where you live, you may use Studyhub only with the permission of a parent or guardian, who accepts these Terms on your behalf and is responsible for purchases made with your account.

You may not use Studyhub if we have previously closed your account for a breach of these Terms, or if using it would break the law that applies to you.

## 3. Your account {#accounts}

You can register with an email address and password or with a supported sign-in provider. Give us accurate information and keep it up to date, including the university and course you choose in your profile.

- Keep your password private and do not share your account. You are responsible for everything done through it.
- Tell us straight away at [support@studyhub.com](mailto:support@studyhub.com) if you think someone else has accessed your account.
- One person, one account. Accounts may not be sold, transferred or used to resell purchased documents.

We may suspend or close an account that breaks these Terms, that is used for fraud, or that puts other users or Studyhub at risk. Where we can, we will tell you why and give you the chance to respond.

## 4. Points

Points are the currency used on Studyhub. You buy points in packages or for a custom amount; 10 points equal 1 USD, and larger purchases may include bonus points as shown at checkout. Prices are in US dollars and include any charges we are required to show.

- Points are used to buy documents and to pay for AI tool actions at the prices shown before you confirm.
- Points are a licence to use Studyhub services. They are not money, do not earn interest, cannot be transferred to another account and cannot be exchanged for cash, except for seller earnings withdrawn under section 6 and refunds under the Refund Policy.
- A points purchase is credited to your wallet as soon as the payment succeeds. Your wallet shows every purchase and spend.
- Bonus and promotional points may carry their own conditions, which we will show when they are offered.

If points are credited to you by mistake, or obtained through a payment that is later reversed, we may remove them from your balance.

## 5. Buying documents

Each document shows a preview, its page count and its price in points before you buy. When you buy a document you receive a personal, non-exclusive, non-transferable licence to read, download and print it for your own study. You do not acquire ownership of the document or its copyright.

- Digital content can be bought only once per account; documents you already own stay in your library.
- You may not share, resell, publish or upload purchased documents, in whole or in part, anywhere else, including on Studyhub.
- Documents are written by other students. We review them, but we do not guarantee that they are complete, current or correct for your course. Use them as a study aid alongside your own course materials.

If a document is not what its listing described, see the [Refund Policy](/legal/refund-policy).

## 6. Selling documents

Any registered user can upload study documents to sell. By uploading, you confirm that you created the material yourself or otherwise hold every right needed to sell it, and that selling it does not break your institution's rules or anyone else's rights.

- You keep the copyright in what you upload. You grant Studyhub a worldwide, non-exclusive licence to host, convert, preview, index, display and distribute the document to buyers, and to use short extracts to describe it and to power search, document chat and plagiarism checks.
- Every upload is reviewed before it is listed. We may approve, reject, ask for changes to or remove a document at any time, including after a copyright notice.
- Do not upload exam papers or answer keys that your institution has not released, other people's work, or personal data about other people.
- Earnings from your sales appear in your seller wallet. You can request a withdrawal of your available earnings; we may hold earnings linked to a refund, a complaint or suspected fraud until it is resolved.

## 7. AI tools

Studyhub offers an AI Writer, an editor, a homework helper, document chat, a flashcard maker, an AI-content detector and a plagiarism checker. Each paid action shows its price in points before it runs, and the points are taken only when the action is carried out.

- AI output can be wrong, incomplete or similar to text produced for other users. Check facts, sources and calculations before you rely on them.
- AI-detection and plagiarism results are estimates that help you review your own work. They are not proof that a text was or was not written by a person or copied, and must not be the only basis for accusing anyone.
- You are responsible for following your institution's rules on the use of AI and for acknowledging assistance where those rules require it. The [Code of Honor](/legal/code-of-honor) explains what we expect.
- You keep the rights in the text you enter. We process it to provide the tool and do not sell it. See the [Privacy Policy](/legal/privacy).

## 8. Acceptable use

When you use Studyhub you agree not to:

- use Studyhub to cheat, to submit work that is not your own where that is not allowed, or to help anyone else do so;
- upload anything unlawful, infringing, harassing, hateful, sexually explicit or otherwise in breach of the [Community Guidelines](/legal/community-guidelines);
- scrape, bulk-download or copy the catalog or documents, or get around previews, limits or payment;
- interfere with the service, probe it for weaknesses without permission, or introduce malware;
- manipulate reviews, ratings, downloads or search results, or create accounts to do so.

## 9. Studyhub's content {#intellectual-property}

The Studyhub name, logo, site design, software and the text we write ourselves belong to Studyhub or its licensors. These Terms do not give you any right to use them except to use the service as intended.

If you believe material on Studyhub infringes your rights, follow the [Notice and Takedown](/legal/notice-takedown) procedure.

## 10. Disclaimers and liability {#liability}

We work hard to keep Studyhub available and accurate, but we provide it "as is". To the extent the law allows, we do not promise that it will always be available, error-free or suitable for a particular purpose, and we are not liable for indirect or consequential losses, lost grades, lost profits or lost data.

Our total liability to you for any claim relating to Studyhub is limited to the greater of the amount you paid us in the twelve months before the claim and 100 USD. Nothing in these Terms limits liability that cannot be limited by law, or your statutory rights as a consumer.

## 11. Changes and ending the agreement {#changes}

We may update these Terms when the service or the law changes. If a change materially affects you, we will tell you by email or on the site at least 14 days before it takes effect. If you keep using Studyhub after that, the new Terms apply.

You can close your account at any time from your settings or by contacting support. Unused purchased points remain subject to the Refund Policy; sections that by their nature should survive, such as licences granted by sellers for documents already sold, continue after your account closes.

## 12. Contact and disputes {#contact}

Questions about these Terms can be sent through the [contact form](/contact) or to [support@studyhub.com](mailto:support@studyhub.com). We reply within 24 hours. If you are unhappy with how we handled something, you can also [file a complaint](/legal/file-complaint); we will try to resolve any dispute informally before either of us goes further.
`,
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    shortTitle: 'Privacy Policy',
    description:
      'What personal data Studyhub collects, why, how long it is kept, who it is shared with and how to exercise your rights.',
    summary:
      'We collect what we need to run your account, process payments, deliver documents and AI tools, and keep Studyhub safe. We do not sell your personal data, and we do not use the text you enter into the AI tools to advertise to you.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. Who is responsible {#who-we-are}

Studyhub is the controller of the personal data described in this policy. You can reach the person responsible for data protection at [privacy@studyhub.com](mailto:privacy@studyhub.com).

## 2. What we collect {#data-we-collect}

- Account data: your name, email address, password (stored only as a secure hash), profile picture, university and course, and your role and account status.
- Billing data: the billing address you save, your points purchases and their payment status. Card and PayPal details are handled by our payment providers; we never see or store full card numbers.
- Activity data: documents you view, save, buy or upload, your reading progress, reviews, points transactions, withdrawals and notification preferences.
- Content you create: uploaded documents, papers and their versions, editor text, homework questions, document chat messages, flashcard decks and text you check for AI content or plagiarism.
- Messages: what you send us through the contact form or by email.
- Technical data: IP address, browser and device information, approximate location derived from the IP address, and the cookies described in the [Cookie Policy](/legal/cookie-policy).

## 3. Why we use it {#why}

- To provide the service you asked for: your account, your library, purchases, the AI tools and seller payouts (performance of our contract with you).
- To process payments, prevent fraud and keep accounting and tax records (legal obligation and legitimate interest).
- To moderate uploads, handle copyright notices and complaints, and keep the platform safe (legitimate interest).
- To send you service messages such as receipts, password resets and document status updates, and, if you choose, other notifications you can switch off in your settings (contract and consent).
- To understand how Studyhub is used and improve it, using aggregated statistics wherever possible (legitimate interest).

## 4. Text you give the AI tools {#ai-processing}

Text you enter into the AI tools is processed to produce your result. Where a tool uses an external language model, the text is sent to that provider under a contract that forbids it from using your text to train its models. Plagiarism checks compare your text with published sources and with documents on Studyhub; your text is not added to the comparison collection unless you publish it as a document.

## 5. Who we share it with {#sharing}

- Other users see only what you publish: your display name and avatar on documents you sell and on reviews and blog comments you write.
- Service providers that host our systems, send email, process payments (for example Stripe and PayPal) and run language models, each bound to use the data only on our instructions.
- Authorities, when the law requires it or to protect the rights and safety of our users.
- A buyer or successor, if Studyhub is ever sold or merged, under the same protections.

We do not sell personal data and we do not share it with advertisers.

## 6. How long we keep it {#retention}

We keep account data while your account is open. When you close it, we delete or anonymise your personal data within 90 days, except records we must keep longer by law (such as payment and tax records, usually for up to 7 years) and documents other users have already bought, which stay available to those buyers under their licence.

## 7. Your rights

Depending on where you live, you have the right to:

- access the personal data we hold about you and receive a copy in a portable format;
- correct inaccurate data, most of which you can edit yourself in your settings;
- ask us to delete your data or restrict how we use it;
- object to processing based on our legitimate interests, and withdraw consent at any time;
- complain to your local data protection authority.

To exercise any of these rights, write to [privacy@studyhub.com](mailto:privacy@studyhub.com) from the email address on your account. We answer within 30 days and may ask you to confirm your identity.

## 8. Security and transfers {#security}

Connections to Studyhub are encrypted, passwords are hashed, original documents are only reachable through short-lived signed links, and access to personal data inside Studyhub is limited to staff who need it. Where data is transferred to another country, we rely on safeguards such as standard contractual clauses.

## 9. Young users {#children}

Studyhub is not intended for children under 13 and we do not knowingly collect their data. If you believe a child under 13 has created an account, contact us and we will delete it.

## 10. Changes to this policy {#changes}

We will post any change on this page with a new date, and tell you by email before a material change takes effect.
`,
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    shortTitle: 'Cookie Policy',
    description: 'The cookies and browser storage Studyhub uses, what each one does and how to control them.',
    summary:
      'Studyhub uses a small number of cookies and browser storage entries to keep you signed in, remember your language and cart, and process payments securely. We do not use advertising cookies.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. What cookies are {#what-are-cookies}

Cookies are small text files a website stores in your browser. Browser storage (such as local storage) works in a similar way but is only read by the page itself. We use both, and this policy covers both.

## 2. Strictly necessary

These are needed for Studyhub to work and cannot be switched off in our settings:

- Session cookies: keep you signed in. They are marked HttpOnly and Secure so scripts cannot read them, and they expire after 7 days unless refreshed by your activity.
- Security cookies: protect sign-in with a social provider against forged requests and expire within minutes.
- Cart storage: the documents in your cart are kept in your browser's local storage under the key "cart" until you check out or clear the cart.
- Payment cookies: when you buy points, our payment provider may set cookies to prevent fraud and complete the payment.

## 3. Preferences

- NEXT_LOCALE: remembers the language you chose in the footer, for up to one year.
- Dashboard preferences: remember whether your dashboard sidebar is collapsed and whether you are in student or seller mode.

## 4. Measurement {#analytics}

We measure how Studyhub is used with our own server logs and aggregated counts, such as document views and downloads. We do not use third-party advertising or cross-site tracking cookies.

## 5. Controlling cookies {#control}

You can delete or block cookies in your browser settings. If you block strictly necessary cookies you will not be able to sign in or buy points, and clearing local storage empties your cart.

Questions about this policy can be sent through the [contact form](/contact).
`,
  },
  {
    slug: 'code-of-honor',
    title: 'Code of Honor',
    shortTitle: 'Code of Honor',
    description:
      "How to use Studyhub's documents and AI tools honestly: learning support, not a way around your own work.",
    summary:
      "Studyhub exists to help you learn. Shared notes, explanations and AI tools are study aids. Handing in work that is not your own, or using Studyhub during an exam that forbids it, breaks this code and your institution's rules.",
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. Our commitment

We build tools that explain, summarise and give feedback, because those are the things that help students learn. We do not want Studyhub to be used to deceive teachers or to gain an unfair advantage over classmates, and we act when it is.

## 2. What we ask of you {#your-commitment}

- Submit only work that is your own. Use documents and AI output to understand a topic, then write your answer yourself.
- Follow your institution's and your instructor's rules on collaboration and on AI assistance, and acknowledge help where they require it.
- Cite the sources you use, including documents from Studyhub, in the style your course asks for.
- Never use Studyhub during an exam, quiz or test unless your instructor has explicitly allowed it.
- Do not upload or request unreleased exam papers, answer keys, or graded assignments that belong to someone else.

## 3. Using the AI tools well {#ai}

- Treat the AI Writer as a drafting partner: plan, outline and revise, but make the argument your own and check every fact and reference.
- Use the homework helper to follow the steps of a method, then solve a similar problem on your own.
- The AI detector and the plagiarism checker help you review your own writing before submission. Their results are estimates and must not be used as the only evidence against another person.

## 4. Working with institutions {#institutions}

If an institution shows us that material on Studyhub was used in breach of its academic integrity rules, or that an upload contains assessment material it has not released, we review the case and may remove the material. We share account information with an institution only where the law requires it or you have agreed.

## 5. When the code is broken {#consequences}

Depending on how serious a breach is, we may remove content, withhold seller earnings connected to it, restrict features or close the account. To report a breach, use the [contact form](/contact) with the topic "Documents and uploads" or [file a complaint](/legal/file-complaint).
`,
  },
  {
    slug: 'community-guidelines',
    title: 'Community Guidelines',
    shortTitle: 'Community Guidelines',
    description:
      'What belongs on Studyhub: standards for uploaded documents, reviews, blog comments and how we moderate them.',
    summary:
      'Studyhub is a shared library built by students. These guidelines keep it useful and respectful: upload original, accurate study material, review honestly, and treat other people the way you would in a good study group.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. Documents worth buying {#quality}

Every upload is reviewed before it is listed. We approve documents that:

- are your own original work, or material you have the right to share;
- have a clear, accurate title and description, and the right subject, course, university and document type;
- are complete and readable, with pages in order and no large blank or duplicated sections;
- teach something: notes, study guides, practice problems with worked solutions, summaries, lab notes and similar material.

We reject or ask for changes to documents that are copied from textbooks or other students, misleadingly described, low in content, or in breach of the [Code of Honor](/legal/code-of-honor).

## 2. Never allowed {#not-allowed}

- Copyright-infringing material, including scanned textbooks, publisher solution manuals and other people's notes.
- Unreleased exams, answer keys and graded work belonging to someone else.
- Personal data about other people, such as names with grades, student numbers or contact details.
- Harassment, hate speech, threats, sexual content, or content that promotes violence or self-harm.
- Spam, advertising, links to pirated material, malware, or files that do not match their description.

## 3. Reviews and comments {#reviews}

- Review only documents you have bought, and base your rating (1 to 5) on the content.
- Be specific and constructive. Criticise the document, not the person who wrote it.
- Do not post reviews in exchange for payment or points, and do not review your own documents.
- Blog comments are checked before they appear. Off-topic, abusive or promotional comments are not published.

## 4. How we moderate {#moderation}

Our moderators review uploads, reports and complaints. A document can be approved, sent back for changes, or rejected, and the seller is told the reason. Content already listed can be removed if it breaks these guidelines, for example after a report or a copyright notice.

Repeated or serious breaches can lead to restricted selling, withheld earnings or a closed account, as set out in the [Terms of Service](/legal/terms).

## 5. Reporting a problem {#reporting}

Every document page has a report option. You can also write to us through the [contact form](/contact). For copyright claims, use the [Notice and Takedown](/legal/notice-takedown) procedure so we have the information the law requires.
`,
  },
  {
    slug: 'notice-takedown',
    title: 'Notice and Takedown Policy',
    shortTitle: 'Notice & Takedown',
    description:
      'How rights holders report material on Studyhub that infringes their copyright, and how sellers can respond with a counter-notice.',
    summary:
      'If you own the rights to material that appears on Studyhub without your permission, send us a notice and we will remove or disable it promptly. Sellers whose material was removed by mistake can send a counter-notice.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. What this policy covers {#scope}

Studyhub hosts documents uploaded by its users. We respect intellectual property and respond to notices of alleged infringement in line with the US Digital Millennium Copyright Act, the EU Digital Services Act and similar laws. This procedure also covers trademark and other rights complaints about specific content.

## 2. Sending a notice

Send your notice with the [takedown form](#takedown-form) on this page, or by email to [copyright@studyhub.com](mailto:copyright@studyhub.com). It must include:

1. your name, postal address, telephone number and email address;
2. a description of the work you believe is infringed;
3. the address (URL) of each document on Studyhub you want removed, and where in it the material appears;
4. a statement that you have a good-faith belief that the use is not authorised by the rights holder, its agent or the law;
5. a statement that the information in the notice is accurate and, under penalty of perjury, that you are the rights holder or authorised to act for them;
6. your physical or electronic signature.

Incomplete notices may delay our response. Knowingly sending a false notice can make you liable for damages.

## 3. What happens next {#what-happens}

- We confirm receipt and review the notice, normally within two business days.
- If the notice is complete, we remove or disable access to the material and tell the seller, including a copy of the notice with your contact details unless the law prevents it.
- Buyers who lose access to a removed document receive their points back under the [Refund Policy](/legal/refund-policy).
- Earnings connected to the removed document are held while the matter is open.

## 4. Counter-notices {#counter-notice}

If you are the seller and believe the material was removed by mistake or misidentification, send a counter-notice to [copyright@studyhub.com](mailto:copyright@studyhub.com) with:

1. your name, address, telephone number and email address;
2. the document that was removed and where it appeared;
3. a statement under penalty of perjury that you have a good-faith belief it was removed by mistake or misidentification;
4. your consent to the jurisdiction of the courts where you live (or, outside the United States, any court where Studyhub may be found), and that you will accept service from the person who sent the notice;
5. your physical or electronic signature.

We forward the counter-notice to the person who sent the notice. Unless they tell us within 10 business days that they have started court proceedings, we may restore the material.

## 5. Repeat infringers

We close the accounts of users who repeatedly upload infringing material, and may refuse new uploads from them.
`,
  },
  {
    slug: 'refund-policy',
    title: 'Refund Policy',
    shortTitle: 'Refund Policy',
    description:
      "Studyhub's 30-day money-back guarantee: refunds of points purchases, documents that are not as described, and AI actions that failed.",
    summary:
      'Every purchase on Studyhub is covered by a 30-day money-back guarantee. If a document is not what its listing described, or a points purchase went wrong, tell us within 30 days and we will put it right.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. The 30-day money-back guarantee {#guarantee}

You can ask for a refund within 30 days of a purchase. Refunds of points purchases go back to the card or PayPal account you paid with; refunds of document purchases are returned to your wallet as points.

## 2. Points purchases

- Unused points from a purchase made in the last 30 days can be refunded in full to the original payment method. Points are refunded at the rate you paid (10 points equal 1 USD), and any bonus points from that purchase are removed.
- If some points from a purchase have already been spent, we refund the unspent part.
- If you were charged twice or charged without receiving your points, we refund the duplicate or missing charge at any time after we confirm it.

## 3. Documents

We refund the points you spent on a document when, within 30 days of buying it:

- it is materially different from its title, description, subject or page count;
- it is incomplete, unreadable or for a different course than stated;
- it turns out to be a duplicate of a document you had already bought;
- it is removed from Studyhub after a copyright notice or for breaking our guidelines.

Because documents are digital content you can read and download immediately, we do not refund a document simply because you no longer need it after downloading it. Refunds obtained by downloading documents and then claiming refunds repeatedly are refused, and the account may be reviewed.

## 4. AI tools

Points for an AI action are taken only when the action runs. If an action fails or returns no result because of an error on our side, the points are returned automatically; if they are not, contact us and we will return them. We do not refund actions that completed as described because you disagree with the result.

## 5. How to ask for a refund {#how-to-ask}

For a document order up to 30 days old, open [Wallet > Document orders](/dashboard/wallet/orders) and choose Request refund: the points go back to your wallet and the documents leave your library.

For anything else, use the [contact form](/contact) with the topic "Points, payments and refunds", or write to [support@studyhub.com](mailto:support@studyhub.com), and tell us the order or document and the reason. We reply within 24 hours. Approved refunds to cards and PayPal usually arrive within 5 to 10 business days, depending on your bank.

This policy does not affect your statutory rights as a consumer. If the law where you live gives you more, you get more.

## 6. What refunds mean for sellers {#sellers}

When a document purchase is refunded, the seller's earnings from that sale are reversed. Sellers can see refunded orders in their seller dashboard.
`,
  },
  {
    slug: 'file-complaint',
    title: 'File a Complaint',
    shortTitle: 'File a Complaint',
    description:
      'How to complain about a document, a user, a moderation decision or our service, and how Studyhub handles complaints.',
    summary:
      'If something on Studyhub is wrong, or we have not treated you fairly, we want to know. This page explains how to complain, what to include and what we will do.',
    publishedAt: '2025-11-01T00:00:00.000Z',
    body: `## 1. What you can complain about

- A document that is inaccurate, misleading, offensive or breaks the [Community Guidelines](/legal/community-guidelines).
- Another user's behaviour, such as abusive reviews or comments.
- A moderation decision about your own upload, review or account.
- A payment, points, refund or withdrawal problem.
- How we have handled your personal data.
- Anything else about our service that has let you down.

For copyright claims, please use the [Notice and Takedown](/legal/notice-takedown) procedure, which asks for the details the law requires.

## 2. How to complain

Send your complaint with the [complaint form](#complaint-form) on this page, or by email to [support@studyhub.com](mailto:support@studyhub.com), starting the subject with "Complaint". Please include:

1. the email address of your Studyhub account, if you have one;
2. the link to the document, review, comment or order concerned;
3. what happened and when;
4. what you would like us to do about it.

## 3. What we do with it {#what-we-do}

- We acknowledge every complaint within 24 hours.
- A member of the support team who was not involved in the original decision looks into it.
- We aim to give you a full answer within 14 days. If it will take longer, we tell you why and when to expect it.
- If the complaint is about content, we may hide it while we investigate.

## 4. Appeals

If you disagree with the outcome of a complaint about a moderation decision, reply within 30 days and ask for an appeal. A senior moderator reviews the case again and gives you a final written decision with reasons.

If you are still not satisfied, you may be able to take your complaint to an out-of-court dispute settlement body or a consumer or data protection authority where you live. We will tell you which options apply when we send our final decision.
`,
  },
];
