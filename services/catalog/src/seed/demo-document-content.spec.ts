import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_TYPE_NAMES } from '@studyhub/contracts';
import { SUBJECTS } from './data/subjects.data';
import { TOPIC_KNOWLEDGE } from './data/topic-knowledge.data';
import { documentSections } from './demo-document-content';
import { studyGuidePdfs } from './demo-document-files';
import { demoDocumentPlans } from './demo-document-plans';

/** What the PDF's standard fonts draw: Latin-1, plus the curly quotes and dashes the writer straightens. */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff‘’“”–—]*$/;

describe('demo document content', () => {
  const topics = SUBJECTS.flatMap((subject) => subject.topics);

  it('knows every topic of every subject, with concepts and worked questions', () => {
    expect(topics.filter((topic) => !TOPIC_KNOWLEDGE[topic])).toEqual([]);
    for (const topic of topics) {
      const knowledge = TOPIC_KNOWLEDGE[topic]!;
      expect(knowledge.concepts.length).toBeGreaterThanOrEqual(4);
      expect(knowledge.questions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses only characters the PDF fonts can draw', () => {
    const texts = Object.values(TOPIC_KNOWLEDGE).flatMap((knowledge) => [
      knowledge.overview,
      ...knowledge.concepts.flat(),
      ...knowledge.questions.flat(),
    ]);
    expect(texts.filter((text) => !DRAWABLE.test(text))).toEqual([]);
  });

  it.each(DOCUMENT_TYPE_NAMES)('lays out %s as several pages of sections, each with text', async (typeName) => {
    const matter = {
      topic: topics[0]!,
      subject: SUBJECTS[0]!.name,
      knowledge: TOPIC_KNOWLEDGE[topics[0]!]!,
      textbook: { title: 'Calculus', author: 'Michael Spivak' },
    };
    const sections = documentSections(typeName, matter);
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) expect(section.paragraphs.join('').length).toBeGreaterThan(20);
    const { original, preview, pageCount, previewPageCount } = await studyGuidePdfs(typeName, 'Mathematics', sections);
    expect(pageCount).toBeGreaterThanOrEqual(4);
    expect((await PDFDocument.load(original)).getPageCount()).toBe(pageCount);
    expect((await PDFDocument.load(preview)).getPageCount()).toBe(previewPageCount);
    expect([2, 3]).toContain(previewPageCount);
  });

  it('plans at least 60 approved documents of every type with distinct titles, some free', () => {
    const plans = demoDocumentPlans();
    const approved = plans.filter((plan) => plan.status === 1);
    expect(approved.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plans.map((plan) => plan.title)).size).toBe(plans.length);
    expect(new Set(approved.map((plan) => plan.typeName)).size).toBe(DOCUMENT_TYPE_NAMES.length);
    expect(approved.some((plan) => plan.priceCents === 0)).toBe(true);
    expect(new Set(approved.map((plan) => plan.priceCents)).size).toBeGreaterThanOrEqual(5);
  });
});
