import { p, ul, type ContentSection } from '../content/rich-text';

export const CAREERS_INTRO =
  'We are a small team building the study platform we wish we had had at university. If you care about education, good software and treating students as capable adults, we would like to hear from you.';

export const CAREERS_SECTIONS: ContentSection[] = [
  {
    id: 'mission',
    heading: 'Our mission',
    blocks: [
      p(
        'Help every student learn from the best explanations of their course, and make good study tools affordable. That means a marketplace where student authors are paid fairly, AI tools that explain instead of merely answering, and a platform that takes academic integrity seriously.',
      ),
    ],
  },
  {
    id: 'how-we-work',
    heading: 'How we work',
    blocks: [
      ul(
        'Remote first. We work across time zones and meet in person twice a year.',
        'Written by default. Decisions, designs and plans are written down so anyone can catch up and contribute.',
        'Small teams with real ownership. Each team owns a part of the product from idea to production and on-call.',
        'Close to students. Everyone joins support sessions and user interviews regularly, engineers included.',
        'Sustainable pace. No heroics, no crunch before launches; we plan for the work we can do well.',
      ),
    ],
  },
  {
    id: 'benefits',
    heading: 'Benefits',
    blocks: [
      ul(
        'Competitive salary and equity for every permanent role.',
        'A yearly learning budget of 1,500 USD for courses, books and conferences.',
        '30 days of paid leave plus public holidays where you live.',
        'Home office budget and a new laptop of your choice.',
        'Health cover, or a monthly health allowance where group cover is not available.',
        '16 weeks of fully paid parental leave for every parent.',
      ),
    ],
  },
];

export interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export const OPEN_ROLES: OpenRole[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    team: 'Product engineering',
    location: 'Remote (UTC−5 to UTC+3)',
    type: 'Full time',
    summary:
      'Build the reading, writing and checkout experiences that thousands of students use every day, with accessibility and performance as first-class requirements.',
    responsibilities: [
      'Design and build features in our Next.js and TypeScript frontend, from the document reader to the AI Writer.',
      'Keep the product fast and accessible to WCAG 2.2 AA on every screen size.',
      'Work with design and backend engineers on API contracts and shared schemas.',
    ],
    requirements: [
      'Several years of building production React applications with TypeScript.',
      'A strong grasp of semantic HTML, accessibility and browser performance.',
      'Clear written communication in English.',
    ],
  },
  {
    id: 'backend-engineer-payments',
    title: 'Backend Engineer, Payments and Ledger',
    team: 'Platform',
    location: 'Remote (Europe or Africa)',
    type: 'Full time',
    summary: 'Own the points ledger, checkout and seller payouts: the systems that must be correct every single time.',
    responsibilities: [
      'Evolve our double-entry points ledger, payments integration and withdrawal flows.',
      'Make every money movement idempotent, observable and easy to audit.',
      'Work with support and finance on refunds, disputes and reporting.',
    ],
    requirements: [
      'Experience building backend services in TypeScript or a similar language on PostgreSQL.',
      'Experience with payment providers, ledgers or other systems where correctness matters.',
      'Comfort with event-driven architectures and on-call ownership.',
    ],
  },
  {
    id: 'content-moderation-lead',
    title: 'Content Quality and Moderation Lead',
    team: 'Trust and safety',
    location: 'Remote (Americas)',
    type: 'Full time',
    summary:
      'Lead the team that reviews uploads, handles copyright notices and keeps the catalog trustworthy for students and fair for sellers.',
    responsibilities: [
      'Run the document review queue and set quality standards with clear, published guidelines.',
      'Handle notice-and-takedown requests and appeals within our service levels.',
      'Work with engineering on tools that make reviews faster and more consistent.',
    ],
    requirements: [
      'Experience in content moderation, trust and safety, or academic publishing.',
      'Sound judgement on copyright and academic integrity questions.',
      'Experience leading or mentoring a small team.',
    ],
  },
  {
    id: 'student-community-manager',
    title: 'Student Community Manager',
    team: 'Growth',
    location: 'Remote (United States or Canada)',
    type: 'Part time, 24 hours a week',
    summary: 'Help student authors succeed on Studyhub and bring their feedback into the product.',
    responsibilities: [
      'Support new sellers with guidance on writing listings and documents that meet our guidelines.',
      'Run our student ambassador programme and campus partnerships.',
      'Write for the Studyhub blog about study skills and student life.',
    ],
    requirements: [
      'Recent university experience and a feel for what students need.',
      'Excellent writing and a friendly, clear tone.',
      'Organised and comfortable working independently.',
    ],
  },
];
