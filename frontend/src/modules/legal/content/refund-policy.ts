import { SUPPORT_EMAIL } from '../../../config/site';
import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const refundPolicyDocument: LegalDocument = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  shortTitle: 'Refund Policy',
  description:
    "Studyhub's 30-day money-back guarantee: refunds of points purchases, documents that are not as described, and AI actions that failed.",
  lastUpdated: '2025-11-01',
  summary:
    'Every purchase on Studyhub is covered by a 30-day money-back guarantee. If a document is not what its listing described, or a points purchase went wrong, tell us within 30 days and we will put it right.',
  sections: [
    {
      id: 'guarantee',
      heading: '1. The 30-day money-back guarantee',
      blocks: [
        p(
          'You can ask for a refund within 30 days of a purchase. Refunds of points purchases go back to the card or PayPal account you paid with; refunds of document purchases are returned to your wallet as points.',
        ),
      ],
    },
    {
      id: 'points-purchases',
      heading: '2. Points purchases',
      blocks: [
        ul(
          'Unused points from a purchase made in the last 30 days can be refunded in full to the original payment method. Points are refunded at the rate you paid (10 points equal 1 USD), and any bonus points from that purchase are removed.',
          'If some points from a purchase have already been spent, we refund the unspent part.',
          'If you were charged twice or charged without receiving your points, we refund the duplicate or missing charge at any time after we confirm it.',
        ),
      ],
    },
    {
      id: 'documents',
      heading: '3. Documents',
      blocks: [
        p('We refund the points you spent on a document when, within 30 days of buying it:'),
        ul(
          'it is materially different from its title, description, subject or page count;',
          'it is incomplete, unreadable or for a different course than stated;',
          'it turns out to be a duplicate of a document you had already bought;',
          'it is removed from Studyhub after a copyright notice or for breaking our guidelines.',
        ),
        p(
          'Because documents are digital content you can read and download immediately, we do not refund a document simply because you no longer need it after downloading it. Refunds obtained by downloading documents and then claiming refunds repeatedly are refused, and the account may be reviewed.',
        ),
      ],
    },
    {
      id: 'ai-tools',
      heading: '4. AI tools',
      blocks: [
        p(
          'Points for an AI action are taken only when the action runs. If an action fails or returns no result because of an error on our side, the points are returned automatically; if they are not, contact us and we will return them. We do not refund actions that completed as described because you disagree with the result.',
        ),
      ],
    },
    {
      id: 'how-to-ask',
      heading: '5. How to ask for a refund',
      blocks: [
        p(
          'For a document order up to 30 days old, open [Wallet > Document orders](/dashboard/wallet/orders) and choose Request refund: the points go back to your wallet and the documents leave your library.',
        ),
        p(
          'For anything else, use the [contact form](/contact) with the topic "Points, payments and refunds", or write to [' +
            SUPPORT_EMAIL +
            '](mailto:' +
            SUPPORT_EMAIL +
            '), and tell us the order or document and the reason. We reply within 24 hours. Approved refunds to cards and PayPal usually arrive within 5 to 10 business days, depending on your bank.',
        ),
        p(
          'This policy does not affect your statutory rights as a consumer. If the law where you live gives you more, you get more.',
        ),
      ],
    },
    {
      id: 'sellers',
      heading: '6. What refunds mean for sellers',
      blocks: [
        p(
          "When a document purchase is refunded, the seller's earnings from that sale are reversed. Sellers can see refunded orders in their seller dashboard.",
        ),
      ],
    },
  ],
};
