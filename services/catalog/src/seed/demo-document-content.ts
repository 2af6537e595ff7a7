import type { TopicKnowledge } from './data/topic-knowledge.data';
import type { DocumentTypeName } from './demo-document-plans';

/**
 * The text of a demo document: real study material for its topic, laid out the way its document
 * type is (an exam paper with a mark scheme, flashcards, lecture notes...). Pure, so the PDF writer
 * only lays it out.
 */
export interface GuideSection {
  heading: string;
  paragraphs: string[];
}

export interface DocumentSubjectMatter {
  topic: string;
  subject: string;
  knowledge: TopicKnowledge;
  /** The textbook the document follows, when it names one. */
  textbook?: { title: string; author: string } | undefined;
}

type Builder = (matter: DocumentSubjectMatter) => GuideSection[];

const numbered = (items: readonly string[]): string[] => items.map((item, index) => `${index + 1}. ${item}`);
const conceptLines = (knowledge: TopicKnowledge): string[] =>
  knowledge.concepts.map(([term, explanation]) => `${term}. ${explanation}`);

/** Mix-ups between neighbouring concepts: the mistakes examiners see most. */
function commonMistakes({ knowledge }: DocumentSubjectMatter): GuideSection {
  const pairs = knowledge.concepts.slice(0, -1).map(([term], index) => [term, knowledge.concepts[index + 1]![0]]);
  return {
    heading: 'Common mistakes',
    paragraphs: [
      ...pairs
        .slice(0, 3)
        .map(
          ([first, second]) =>
            `Mixing up ${first!.toLowerCase()} and ${second!.toLowerCase()}. Write each definition out in full and note the one condition that tells them apart.`,
        ),
      'Quoting a result without its conditions. Every rule above holds only under stated assumptions; say which ones apply before you use it.',
      'Stopping at the final number or sentence. Marks go to the reasoning, so show each step and check units, signs and plausibility at the end.',
    ],
  };
}

const pastExam: Builder = ({ topic, subject, knowledge }) => {
  const sectionA = knowledge.concepts.map(([term]) => `Define or explain: ${term.toLowerCase()}. [4 marks]`);
  const sectionB = knowledge.questions.map(([question]) => `${question} [10 marks]`);
  return [
    {
      heading: 'Instructions to candidates',
      paragraphs: [
        `${subject} examination: ${topic}. Time allowed: 2 hours. Answer ALL questions in Section A and ALL questions in Section B.`,
        `Section A carries ${sectionA.length * 4} marks and Section B ${sectionB.length * 10} marks. Show all working; marks are given for method as well as for the final answer.`,
      ],
    },
    { heading: 'Section A: Short answers', paragraphs: numbered(sectionA) },
    { heading: 'Section B: Structured questions', paragraphs: numbered(sectionB) },
    {
      heading: 'Mark scheme: Section A',
      paragraphs: knowledge.concepts.map(
        ([term, explanation], index) =>
          `${index + 1}. ${term}: ${explanation} Award 2 marks for a correct definition and 2 for an example or condition.`,
      ),
    },
    {
      heading: 'Mark scheme: Section B',
      paragraphs: knowledge.questions.map(
        ([, answer], index) =>
          `${index + 1}. Model answer: ${answer} Method 6 marks, correct result 2 marks, clear conclusion 2 marks.`,
      ),
    },
    {
      heading: "Examiner's report",
      paragraphs: [
        `Most candidates knew the definitions in Section A; the strongest answers added a precise condition or example. ${knowledge.overview}`,
        'In Section B, marks were lost by skipping steps or stating a result without justification. Candidates who checked their answers against a special case scored noticeably higher.',
      ],
    },
  ];
};

const flashcards: Builder = ({ topic, knowledge }) => [
  {
    heading: 'How to use these cards',
    paragraphs: [
      `Flashcards for ${topic}. Read the front, answer aloud or on paper, then check the back. Sort the cards into "knew it" and "review again" piles.`,
      'Review the "again" pile tomorrow, then in three days, then in a week: spaced retrieval is what makes the material stick.',
    ],
  },
  {
    heading: 'Term cards',
    paragraphs: knowledge.concepts.flatMap(([term, explanation], index) => [
      `Card ${index + 1}, front: What is meant by "${term}"?`,
      `Card ${index + 1}, back: ${explanation}`,
    ]),
  },
  {
    heading: 'Question cards',
    paragraphs: knowledge.questions.flatMap(([question, answer], index) => [
      `Card ${knowledge.concepts.length + index + 1}, front: ${question}`,
      `Card ${knowledge.concepts.length + index + 1}, back: ${answer}`,
    ]),
  },
  {
    heading: 'Connection cards',
    paragraphs: knowledge.concepts
      .slice(1)
      .map(
        ([term], index) =>
          `Front: How does ${knowledge.concepts[index]![0].toLowerCase()} relate to ${term.toLowerCase()}? Back: explain both in one sentence each, then the link between them.`,
      ),
  },
  {
    heading: 'The big picture',
    paragraphs: [
      knowledge.overview,
      'When every card is in the "knew it" pile twice in a row, move on to practice problems.',
    ],
  },
];

const practiceProblems: Builder = ({ topic, knowledge }) => [
  {
    heading: 'Before you start',
    paragraphs: [
      `${knowledge.overview} These problems practise the core methods of ${topic}.`,
      'Attempt each problem on paper before reading the hints. Time yourself: about ten minutes per problem is exam pace.',
    ],
  },
  { heading: 'Key results you will need', paragraphs: conceptLines(knowledge) },
  { heading: 'Problems', paragraphs: numbered(knowledge.questions.map(([question]) => question)) },
  {
    heading: 'Hints',
    paragraphs: knowledge.questions.map(
      (_, index) =>
        `${index + 1}. Start from: ${knowledge.concepts[index % knowledge.concepts.length]![0].toLowerCase()}. Write down what is given and what is asked before choosing a method.`,
    ),
  },
  {
    heading: 'Worked solutions',
    paragraphs: knowledge.questions.map(([question, answer], index) => `${index + 1}. ${question} Solution: ${answer}`),
  },
  commonMistakes({ topic, subject: '', knowledge }),
];

const examGuide: Builder = (matter) => [
  {
    heading: 'What the exam covers',
    paragraphs: [
      matter.knowledge.overview,
      `Questions on ${matter.topic} usually test three things: exact definitions, applying a standard method, and explaining why a result holds.`,
    ],
  },
  { heading: 'Must-know concepts', paragraphs: conceptLines(matter.knowledge) },
  {
    heading: 'Typical questions with model answers',
    paragraphs: matter.knowledge.questions.flatMap(([question, answer]) => [`Q: ${question}`, `A: ${answer}`]),
  },
  commonMistakes(matter),
  {
    heading: 'Exam technique',
    paragraphs: [
      'Read every question first and start with the one you are surest of. Note the marks: they tell you how much to write.',
      'For calculations, state the rule, substitute, compute, then check the answer is sensible. For essays, answer the question in the first sentence and support it.',
    ],
  },
  {
    heading: 'Revision checklist',
    paragraphs: matter.knowledge.concepts.map(
      ([term]) => `[ ] I can explain ${term.toLowerCase()} and give an example.`,
    ),
  },
];

const textbookGuide: Builder = (matter) => {
  const book = matter.textbook
    ? `${matter.textbook.title} by ${matter.textbook.author}`
    : `the standard ${matter.subject} textbook for your course`;
  return [
    {
      heading: 'About this guide',
      paragraphs: [
        `A reading companion for the chapters on ${matter.topic} in ${book}.`,
        'Read a section of the book, then the matching part of this guide, then answer the check questions without looking back.',
      ],
    },
    { heading: 'Chapter overview', paragraphs: [matter.knowledge.overview] },
    {
      heading: 'Key ideas, section by section',
      paragraphs: matter.knowledge.concepts.map(
        ([term, explanation], index) => `Section ${index + 1}: ${term}. ${explanation}`,
      ),
    },
    {
      heading: 'Check your understanding',
      paragraphs: numbered(matter.knowledge.questions.map(([question]) => question)),
    },
    {
      heading: 'Answers',
      paragraphs: numbered(matter.knowledge.questions.map(([, answer]) => answer)),
    },
    commonMistakes(matter),
  ];
};

const chapterSummary: Builder = (matter) => [
  { heading: 'Chapter overview', paragraphs: [matter.knowledge.overview] },
  { heading: 'Key concepts', paragraphs: conceptLines(matter.knowledge) },
  {
    heading: 'Summary points',
    paragraphs: matter.knowledge.concepts.map(([term, explanation]) => `- ${term}: ${explanation.split('. ')[0]}.`),
  },
  { heading: 'Review questions', paragraphs: numbered(matter.knowledge.questions.map(([question]) => question)) },
  {
    heading: 'Answers to review questions',
    paragraphs: numbered(matter.knowledge.questions.map(([, answer]) => answer)),
  },
];

const classNotes: Builder = (matter) => {
  const { concepts } = matter.knowledge;
  const middle = Math.ceil(concepts.length / 2);
  return [
    {
      heading: 'Lecture 1: Introduction',
      paragraphs: [
        matter.knowledge.overview,
        `Learning outcomes: by the end of these lectures you should be able to explain ${concepts
          .map(([term]) => term.toLowerCase())
          .join(', ')}.`,
      ],
    },
    { heading: 'Lecture 2: Foundations', paragraphs: concepts.slice(0, middle).map(([t, e]) => `${t}. ${e}`) },
    {
      heading: 'Lecture 3: Building on the foundations',
      paragraphs: concepts.slice(middle).map(([t, e]) => `${t}. ${e}`),
    },
    {
      heading: 'Worked examples from class',
      paragraphs: matter.knowledge.questions.flatMap(([question, answer], index) => [
        `Example ${index + 1}. ${question}`,
        `Solution. ${answer}`,
      ]),
    },
    {
      heading: 'For next week',
      paragraphs: [
        `Re-read these notes and try the examples again without the solutions.${
          matter.textbook
            ? ` Reading: the matching chapters of ${matter.textbook.title} (${matter.textbook.author}).`
            : ''
        }`,
        'Bring one question you could not answer to the seminar.',
      ],
    },
  ];
};

const quickGuide: Builder = (matter) => [
  { heading: 'At a glance', paragraphs: [matter.knowledge.overview] },
  { heading: 'Key terms', paragraphs: conceptLines(matter.knowledge) },
  {
    heading: 'Worked examples',
    paragraphs: matter.knowledge.questions.map(([question, answer]) => `${question} -> ${answer}`),
  },
  commonMistakes(matter),
  {
    heading: 'Remember',
    paragraphs: matter.knowledge.concepts.map(([term]) => `- ${term}`),
  },
];

const labNotes: Builder = (matter) => [
  {
    heading: 'Aim',
    paragraphs: [
      `To investigate ${matter.topic.toLowerCase()} through a guided practical session and connect what we observe with the theory of ${matter.subject}.`,
    ],
  },
  { heading: 'Background', paragraphs: [matter.knowledge.overview, ...conceptLines(matter.knowledge).slice(0, 3)] },
  {
    heading: 'Method',
    paragraphs: numbered([
      'Read the background and write down a prediction before you begin.',
      'Set up the task exactly as described by your demonstrator and record every measurement or observation in a table as you go.',
      'Repeat each measurement or analysis at least three times and note anything unexpected.',
      'Work through the analysis questions below using your own results.',
    ]),
  },
  {
    heading: 'Results and analysis',
    paragraphs: matter.knowledge.questions.flatMap(([question, answer], index) => [
      `Analysis ${index + 1}. ${question}`,
      `Expected result: ${answer}`,
    ]),
  },
  {
    heading: 'Discussion',
    paragraphs: [
      ...conceptLines(matter.knowledge).slice(3),
      'Compare your results with the expected ones. Identify the largest source of error or uncertainty and suggest one improvement to the method.',
    ],
  },
  {
    heading: 'Write-up checklist',
    paragraphs: [
      '[ ] Aim and prediction',
      '[ ] Method in your own words',
      '[ ] Results table',
      '[ ] Analysis and discussion',
      '[ ] Conclusion',
    ],
  },
];

const certificationGuide: Builder = (matter) => [
  {
    heading: 'About the assessment',
    paragraphs: [
      `This guide prepares you for a competency assessment in ${matter.topic} (${matter.subject}). ${matter.knowledge.overview}`,
      'Candidates must show knowledge of every competency below and apply it to short scenarios. The pass mark is usually 70%.',
    ],
  },
  {
    heading: 'Competencies',
    paragraphs: matter.knowledge.concepts.map(
      ([term], index) => `Competency ${index + 1}: explain and apply ${term.toLowerCase()}.`,
    ),
  },
  { heading: 'Study notes', paragraphs: conceptLines(matter.knowledge) },
  { heading: 'Knowledge check', paragraphs: numbered(matter.knowledge.questions.map(([question]) => question)) },
  {
    heading: 'Answers and explanations',
    paragraphs: numbered(matter.knowledge.questions.map(([, answer]) => answer)),
  },
  {
    heading: 'Final checklist',
    paragraphs: matter.knowledge.concepts.map(([term]) => `[ ] ${term}`),
  },
];

const BUILDERS: Record<DocumentTypeName, Builder> = {
  'Past Exams': pastExam,
  Flashcards: flashcards,
  'Practice Problems': practiceProblems,
  'Exam Guides': examGuide,
  'Textbook Guides': textbookGuide,
  'Chapter Summary': chapterSummary,
  'Class Notes': classNotes,
  'Quick Guides': quickGuide,
  'Lab Notes': labNotes,
  'Certification Guides': certificationGuide,
};

/** The sections of a document of this type on this topic. */
export function documentSections(typeName: DocumentTypeName, matter: DocumentSubjectMatter): GuideSection[] {
  return BUILDERS[typeName](matter);
}
