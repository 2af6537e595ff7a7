import { COPYRIGHT_EMAIL } from '../../../config/site';
import { ol, p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

const copyrightMail = `[${COPYRIGHT_EMAIL}](mailto:${COPYRIGHT_EMAIL})`;

export const noticeTakedownDocument: LegalDocument = {
  slug: 'notice-takedown',
  title: 'Notice and Takedown Policy',
  shortTitle: 'Notice & Takedown',
  description:
    'How rights holders report material on Studyhub that infringes their copyright, and how sellers can respond with a counter-notice.',
  lastUpdated: '2025-11-01',
  summary:
    'If you own the rights to material that appears on Studyhub without your permission, send us a notice and we will remove or disable it promptly. Sellers whose material was removed by mistake can send a counter-notice.',
  sections: [
    {
      id: 'scope',
      heading: '1. What this policy covers',
      blocks: [
        p(
          'Studyhub hosts documents uploaded by its users. We respect intellectual property and respond to notices of alleged infringement in line with the US Digital Millennium Copyright Act, the EU Digital Services Act and similar laws. This procedure also covers trademark and other rights complaints about specific content.',
        ),
      ],
    },
    {
      id: 'sending-a-notice',
      heading: '2. Sending a notice',
      blocks: [
        p(
          'Send your notice to ' +
            copyrightMail +
            ' or through the [contact form](/contact) with the topic "Copyright or takedown". It must include:',
        ),
        ol(
          'your name, postal address, telephone number and email address;',
          'a description of the work you believe is infringed;',
          'the address (URL) of each document on Studyhub you want removed, and where in it the material appears;',
          'a statement that you have a good-faith belief that the use is not authorised by the rights holder, its agent or the law;',
          'a statement that the information in the notice is accurate and, under penalty of perjury, that you are the rights holder or authorised to act for them;',
          'your physical or electronic signature.',
        ),
        p(
          'Incomplete notices may delay our response. Knowingly sending a false notice can make you liable for damages.',
        ),
      ],
    },
    {
      id: 'what-happens',
      heading: '3. What happens next',
      blocks: [
        ul(
          'We confirm receipt and review the notice, normally within two business days.',
          'If the notice is complete, we remove or disable access to the material and tell the seller, including a copy of the notice with your contact details unless the law prevents it.',
          'Buyers who lose access to a removed document receive their points back under the [Refund Policy](/legal/refund-policy).',
          'Earnings connected to the removed document are held while the matter is open.',
        ),
      ],
    },
    {
      id: 'counter-notice',
      heading: '4. Counter-notices',
      blocks: [
        p(
          'If you are the seller and believe the material was removed by mistake or misidentification, send a counter-notice to ' +
            copyrightMail +
            ' with:',
        ),
        ol(
          'your name, address, telephone number and email address;',
          'the document that was removed and where it appeared;',
          'a statement under penalty of perjury that you have a good-faith belief it was removed by mistake or misidentification;',
          'your consent to the jurisdiction of the courts where you live (or, outside the United States, any court where Studyhub may be found), and that you will accept service from the person who sent the notice;',
          'your physical or electronic signature.',
        ),
        p(
          'We forward the counter-notice to the person who sent the notice. Unless they tell us within 10 business days that they have started court proceedings, we may restore the material.',
        ),
      ],
    },
    {
      id: 'repeat-infringers',
      heading: '5. Repeat infringers',
      blocks: [
        p(
          'We close the accounts of users who repeatedly upload infringing material, and may refuse new uploads from them.',
        ),
      ],
    },
  ],
};
