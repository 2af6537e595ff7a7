import { TOOLBAR_ACTIONS, type AiPriceSettings } from '@studyhub/contracts';
import {
  Brain,
  FileSearch,
  Layers,
  MessagesSquare,
  PenLine,
  ScanSearch,
  SpellCheck,
  type LucideIcon,
} from 'lucide-react';

/** Static marketing figures of spec section 1; never computed from the catalog. */
export const LANDING_STATS = [
  { value: '50K+', label: 'Students' },
  { value: '10K+', label: 'Documents' },
  { value: '100+', label: 'Universities' },
  { value: '1M+', label: 'AI actions' },
] as const;

/** Names drawn as text wordmarks in the logo strip. */
export const UNIVERSITY_WORDMARKS = [
  { name: 'University of Toronto', short: 'UT', colour: '#1e3a8a' },
  { name: 'University of Michigan', short: 'UM', colour: '#1e3a8a' },
  { name: "King's College London", short: 'KCL', colour: '#7f1d1d' },
  { name: 'University of Melbourne', short: 'UoM', colour: '#0c4a6e' },
  { name: 'McGill University', short: 'McG', colour: '#991b1b' },
  { name: 'University of Texas at Austin', short: 'UT', colour: '#9a3412' },
  { name: 'University of Manchester', short: 'UoM', colour: '#581c87' },
  { name: 'Arizona State University', short: 'ASU', colour: '#7c2d12' },
  { name: 'University of Cape Town', short: 'UCT', colour: '#1e40af' },
  { name: 'National University of Singapore', short: 'NUS', colour: '#9a3412' },
] as const;

export interface AiTool {
  name: string;
  href: string;
  description: string;
  /** What the tool costs, at the prices in force (the AI tools offer). */
  pricing: (prices: AiPriceSettings) => string;
  icon: LucideIcon;
}

export const AI_TOOLS: AiTool[] = [
  {
    name: 'AI Writer',
    href: '/ai-writer',
    description: 'Plan, draft and cite essays and research papers in the style your course asks for.',
    pricing: (prices) => `${prices.writing_per_100_words} points per 100 words written`,
    icon: PenLine,
  },
  {
    name: 'Editor',
    href: '/xy-editor',
    description: 'Catch grammar, clarity and style issues, then make a sentence shorter, longer or more natural.',
    pricing: (prices) => `From ${Math.min(...TOOLBAR_ACTIONS.map((action) => prices[action]))} points per AI action`,
    icon: SpellCheck,
  },
  {
    name: 'Homework Helper',
    href: '/ai-homework-helper',
    description: 'Ask a question and get a step-by-step explanation, plus similar questions other students solved.',
    pricing: () => 'Explanations you can learn from',
    icon: Brain,
  },
  {
    name: 'Document Chat',
    href: '/document-chat',
    description: 'Upload a PDF or pick a document and ask about it; every answer points to the page it came from.',
    pricing: (prices) => `From ${prices.document_chat_base} points per chat`,
    icon: MessagesSquare,
  },
  {
    name: 'Flashcard Maker',
    href: '/ai-flashcard-maker',
    description: 'Turn lecture notes into flashcards and review them on a spaced-repetition schedule.',
    pricing: (prices) => `From ${prices.flashcards_up_to_10} points per deck`,
    icon: Layers,
  },
  {
    name: 'AI Detector',
    href: '/ai-detector',
    description: 'See, sentence by sentence, how likely a text is to read as machine-written before you submit.',
    pricing: (prices) => `${prices.ai_detection} points per check`,
    icon: ScanSearch,
  },
  {
    name: 'Plagiarism Checker',
    href: '/plagiarism-checker',
    description: 'Compare your work with published sources and shared documents and review every overlap.',
    pricing: (prices) => `${prices.plagiarism_check} points per check`,
    icon: FileSearch,
  },
];

/** What the AI Writer section claims (spec section 1), in spec order. */
export const AI_WRITER_FEATURES = [
  {
    title: 'Citation management',
    description: 'Keep your sources in one library and cite them in APA, MLA, Chicago or Harvard as you write.',
  },
  {
    title: 'Plagiarism checking',
    description: 'Check a draft against published sources before it leaves your hands.',
  },
  {
    title: 'AI-detection humanizing',
    description: 'Find passages that read as machine-written and rework them in your own voice.',
  },
  {
    title: 'Formatting',
    description: 'Title page, headings, reference list and spacing laid out for the style you choose.',
  },
  {
    title: 'Version control',
    description: 'Every save becomes a version you can compare with and return to.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'I was stuck on a thermodynamics problem set at midnight. The homework helper walked me through each step, and the class notes I found here filled in what I had missed in the lecture.',
    name: 'Priya S.',
    role: 'Mechanical engineering, second year',
  },
  {
    quote:
      'The AI Writer keeps my sources and citations in order, and running the plagiarism check before I hand anything in gives me real peace of mind.',
    name: 'Daniel O.',
    role: 'History major',
  },
  {
    quote:
      'I upload my lecture notes after every unit and earn points whenever someone buys them. I spend those points on flashcards before exams.',
    name: 'Lena M.',
    role: 'Biology student and seller',
  },
] as const;
