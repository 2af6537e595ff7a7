import { p, ul } from '../../content/rich-text';
import type { LegalDocument } from '../legal-document';

export const cookiePolicyDocument: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  shortTitle: 'Cookie Policy',
  description: 'The cookies and browser storage Studyhub uses, what each one does and how to control them.',
  lastUpdated: '2025-11-01',
  summary:
    'Studyhub uses a small number of cookies and browser storage entries to keep you signed in, remember your language and cart, and process payments securely. We do not use advertising cookies.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: '1. What cookies are',
      blocks: [
        p(
          'Cookies are small text files a website stores in your browser. Browser storage (such as local storage) works in a similar way but is only read by the page itself. We use both, and this policy covers both.',
        ),
      ],
    },
    {
      id: 'strictly-necessary',
      heading: '2. Strictly necessary',
      blocks: [
        p('These are needed for Studyhub to work and cannot be switched off in our settings:'),
        ul(
          'Session cookies: keep you signed in. They are marked HttpOnly and Secure so scripts cannot read them, and they expire after 7 days unless refreshed by your activity.',
          'Security cookies: protect sign-in with a social provider against forged requests and expire within minutes.',
          'Cart storage: the documents in your cart are kept in your browser\'s local storage under the key "cart" until you check out or clear the cart.',
          'Payment cookies: when you buy points, our payment provider may set cookies to prevent fraud and complete the payment.',
        ),
      ],
    },
    {
      id: 'preferences',
      heading: '3. Preferences',
      blocks: [
        ul(
          'NEXT_LOCALE: remembers the language you chose in the footer, for up to one year.',
          'Dashboard preferences: remember whether your dashboard sidebar is collapsed and whether you are in student or seller mode.',
        ),
      ],
    },
    {
      id: 'analytics',
      heading: '4. Measurement',
      blocks: [
        p(
          'We measure how Studyhub is used with our own server logs and aggregated counts, such as document views and downloads. We do not use third-party advertising or cross-site tracking cookies.',
        ),
      ],
    },
    {
      id: 'control',
      heading: '5. Controlling cookies',
      blocks: [
        p(
          'You can delete or block cookies in your browser settings. If you block strictly necessary cookies you will not be able to sign in or buy points, and clearing local storage empties your cart.',
        ),
        p('Questions about this policy can be sent through the [contact form](/contact).'),
      ],
    },
  ],
};
