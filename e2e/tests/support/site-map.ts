/** Static pages of this issue with the h1 each must show. */
export const STATIC_PAGES: { path: string; h1: RegExp; title: RegExp }[] = [
  {
    path: '/',
    h1: /Study smarter with notes from students and AI that explains/,
    title: /^Studyhub: study documents and AI study tools$/,
  },
  { path: '/about', h1: /Built by students, for students/, title: /^About us \| Studyhub$/ },
  { path: '/careers', h1: /Help students learn better, everywhere/, title: /^Careers \| Studyhub$/ },
  { path: '/contact', h1: /How can we help\?/, title: /^Contact us \| Studyhub$/ },
  { path: '/help', h1: /How can we help you today\?/, title: /^Help Center \| Studyhub$/ },
  { path: '/legal', h1: /^Legal information$/, title: /^Legal information \| Studyhub$/ },
  { path: '/legal/terms', h1: /^Terms of Service$/, title: /^Terms of Service \| Studyhub$/ },
  { path: '/legal/privacy', h1: /^Privacy Policy$/, title: /^Privacy Policy \| Studyhub$/ },
  { path: '/legal/cookie-policy', h1: /^Cookie Policy$/, title: /^Cookie Policy \| Studyhub$/ },
  { path: '/legal/code-of-honor', h1: /^Code of Honor$/, title: /^Code of Honor \| Studyhub$/ },
  { path: '/legal/community-guidelines', h1: /^Community Guidelines$/, title: /^Community Guidelines \| Studyhub$/ },
  {
    path: '/legal/notice-takedown',
    h1: /^Notice and Takedown Policy$/,
    title: /^Notice and Takedown Policy \| Studyhub$/,
  },
  { path: '/legal/refund-policy', h1: /^Refund Policy$/, title: /^Refund Policy \| Studyhub$/ },
  { path: '/legal/file-complaint', h1: /^File a Complaint$/, title: /^File a Complaint \| Studyhub$/ },
];
