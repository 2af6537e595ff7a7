import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_NAMES } from '@studyhub/contracts';
import { SUBJECTS } from './data/subjects.data';

export type DocumentTypeName = (typeof DOCUMENT_TYPE_NAMES)[number];

const PRICES_CENTS = [0, 299, 499, 0, 799, 999, 349, 599, 1299, 199, 0, 449];

/** One demo document to write: what it is about, where it sits and what it costs. */
export interface DemoDocumentPlan {
  title: string;
  /** The key of its content in topic-knowledge.data.ts. */
  topic: string;
  subjectSlug: string;
  subjectName: string;
  color: string;
  typeId: number;
  typeName: DocumentTypeName;
  priceCents: number;
  downloads: number;
  views: number;
  ageDays: number;
  status: number;
}

/** What the type's documents hold, for the description. */
const TYPE_BLURBS: Record<DocumentTypeName, string> = {
  'Past Exams': "A full past paper with a mark scheme and the examiner's report.",
  Flashcards: 'Term and question flashcards with answers, ready for spaced review.',
  'Practice Problems': 'Problems with hints and fully worked solutions.',
  'Exam Guides': 'Must-know concepts, model answers, common mistakes and exam technique.',
  'Textbook Guides': 'A section-by-section reading companion with check questions and answers.',
  'Chapter Summary': 'Key concepts, summary points and review questions with answers.',
  'Class Notes': 'Three lectures of notes with worked examples from class.',
  'Quick Guides': 'The essentials in a few pages: key terms, worked examples and pitfalls.',
  'Lab Notes': 'Aim, background, method, analysis and discussion for a practical session.',
  'Certification Guides': 'Competencies, study notes and a knowledge check with explanations.',
};

export function descriptionOf(plan: DemoDocumentPlan, overview: string): string {
  return `${TYPE_BLURBS[plan.typeName]} ${overview}`;
}

/**
 * Every topic of every subject once, the first topic of each subject twice (another type), with
 * types, prices (some free), popularity and ages spread evenly; plus two drafts waiting for review,
 * so My Uploads shows what the public never sees.
 */
export function demoDocumentPlans(): DemoDocumentPlan[] {
  const plans: DemoDocumentPlan[] = [];
  const add = (subject: (typeof SUBJECTS)[number], topic: string) => {
    const index = plans.length;
    let typeId = (index % DOCUMENT_TYPE_NAMES.length) + 1;
    // A topic's second document takes another type than its first.
    if (plans.some((plan) => plan.topic === topic && plan.typeId === typeId)) {
      typeId = (typeId % DOCUMENT_TYPE_NAMES.length) + 1;
    }
    const typeName = DOCUMENT_TYPE_NAMES[typeId - 1]!;
    plans.push({
      title: `${topic} ${typeName}`,
      topic,
      subjectSlug: subject.slug,
      subjectName: subject.name,
      color: subject.color,
      typeId,
      typeName,
      priceCents: PRICES_CENTS[index % PRICES_CENTS.length]!,
      downloads: ((index * 37) % 420) + 3,
      views: ((index * 91) % 2400) + 40,
      ageDays: (index * 7) % 200,
      status: DOCUMENT_STATUS_IDS.APPROVED,
    });
  };
  for (const subject of SUBJECTS) for (const topic of subject.topics) add(subject, topic);
  for (const subject of SUBJECTS) add(subject, subject.topics[0]!);
  const draft = (from: DemoDocumentPlan, title: string, typeName: DocumentTypeName, ageDays: number) => ({
    ...from,
    title,
    typeName,
    typeId: DOCUMENT_TYPE_NAMES.indexOf(typeName) + 1,
    status: DOCUMENT_STATUS_IDS.PENDING,
    downloads: 0,
    views: 0,
    ageDays,
  });
  const calculus = plans.find((plan) => plan.subjectSlug === 'mathematics')!;
  const physics = plans.find((plan) => plan.subjectSlug === 'physics')!;
  plans.push(draft(calculus, 'Limits and Derivatives Draft Notes', 'Class Notes', 1));
  plans.push(draft(physics, 'Newtonian Mechanics Problem Set Draft', 'Practice Problems', 2));
  return plans;
}
