import { randomUUID } from 'node:crypto';
import {
  PLAGIARISM_CHECK_POINTS,
  PLAGIARISM_SUBMISSION_TITLE,
  POINTS_MESSAGES,
  type EventEnvelope,
  type HomeworkQuestionDetail,
  type PlagiarismReport,
} from '@studyhub/contracts';
import { publishEvent, waitFor, waitUntilHandled } from '@studyhub/platform/testing';
import { DocumentProcessingStack } from './support/document-processing-stack';
import { MeteredAiTools } from './support/metered-ai-tools';
import { makeTextPdf } from './support/text-pdf';

jest.setTimeout(180_000);

const INTERNAL_SECRET = 'ai-tools-test-internal-api-secret';

/** An approved document's text: two paragraphs a student may copy from. */
const APPROVED_PARAGRAPHS = [
  'Mitochondria are the organelles that turn the energy stored in food into a form the cell can use. ' +
    'Their inner membrane is folded into cristae, which carry the enzymes of the electron transport chain. ' +
    'As electrons pass along this chain, protons are pumped across the membrane and build up a gradient. ' +
    'The flow of protons back through ATP synthase drives the production of most of the cell’s ATP.',
  'Cells that need a great deal of energy, such as muscle and liver cells, contain thousands of mitochondria. ' +
    'Mitochondria also keep their own small circular genome, which is inherited from the mother in most animals. ' +
    'This separate genome is one of the strongest pieces of evidence for the endosymbiotic origin of these organelles.',
];
const OWN_WRITING =
  'For my biology essay I wanted to explain how a runner keeps going for a whole marathon without stopping. ' +
  'My coach says the answer lies in training the body to burn fat as well as sugar over many months.';
const COPIED_TEXT = `${OWN_WRITING} ${APPROVED_PARAGRAPHS[0]}`;
const UNRELATED_TEXT =
  'The history of the printing press begins with movable type in the fifteenth century, when Gutenberg ' +
  'combined a screw press with oil-based ink and metal letters cast in a hand mould. Printed books spread ' +
  'quickly across Europe, prices fell, and within fifty years millions of copies were in circulation.';
const HOMEWORK_ANSWER = {
  steps: [
    {
      title: 'Recall what the enzyme does',
      body_markdown:
        'Catalase speeds up the breakdown of hydrogen peroxide into water and oxygen, which protects the cell from oxidative damage caused by this reactive by-product of metabolism.',
      check: null,
    },
    {
      title: 'Relate it to temperature',
      body_markdown:
        'Like most enzymes, catalase works fastest near body temperature and loses its shape when heated far above it, so the rate of oxygen release falls sharply after the optimum.',
      check: null,
    },
  ],
  final_answer_markdown: 'The rate rises up to the optimum temperature and then falls as the enzyme denatures.',
};

interface Answer<T> {
  status: number;
  body: { data: T; error: { code: string; message: string } };
}

describe('POST /plagiarism against the corpus fed by real events', () => {
  const harness = new MeteredAiTools();
  let stack: DocumentProcessingStack;

  beforeAll(async () => {
    stack = await DocumentProcessingStack.start({ INTERNAL_API_SECRET: INTERNAL_SECRET });
    // One exchange for both: document-processing's document.processed.v1 reaches ai-tools' queue.
    await harness.start('plagiarism-model', {
      DOCUMENT_PROCESSING_URL: stack.api.baseUrl,
      RABBITMQ_EXCHANGE: stack.api.exchange,
    });
  });

  afterAll(async () => {
    await harness.close();
    await stack?.close();
  });

  async function check(token: string, body: Record<string, unknown>): Promise<Answer<PlagiarismReport>> {
    const response = await fetch(`${harness.service.baseUrl}/plagiarism`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<PlagiarismReport>['body'] };
  }

  /** A document uploaded to the real document-processing and processed by its worker. */
  function processedDocument(paragraphs: readonly string[]): Promise<{ documentId: string; sellerId: string }> {
    return makeTextPdf(paragraphs).then((pdf) => stack.processedDocument(pdf));
  }

  function envelope(type: string, data: unknown): EventEnvelope {
    return {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'catalog',
      correlationId: randomUUID(),
      causationId: null,
      data,
    };
  }

  async function moderate(
    type: 'document.approved.v1' | 'document.rejected.v1',
    document: { documentId: string; sellerId: string },
    slug: string,
  ): Promise<void> {
    const event = envelope(type, {
      ...document,
      title: 'Mitochondria notes',
      slug,
      reason: '',
      moderatorId: randomUUID(),
      ...(type === 'document.approved.v1' ? { pointsPrice: 50 } : { soft: false }),
    });
    await publishEvent(stack.api, event);
    await waitUntilHandled(harness.service, event.id);
  }

  async function outbox(type: string): Promise<EventEnvelope[]> {
    const rows = await harness.service.kernel.dataSource.query<{ envelope: EventEnvelope }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 ORDER BY id`,
      [type],
    );
    return rows.map((row) => row.envelope);
  }

  let approved: { documentId: string; sellerId: string };
  const slug = `mitochondria-notes-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    approved = await processedDocument(APPROVED_PARAGRAPHS);
    await moderate('document.approved.v1', approved, slug);
  });

  it('refuses a student without points with the spec’s words before any work, holding and keeping nothing', async () => {
    const student = await harness.fundedUser(PLAGIARISM_CHECK_POINTS - 1);
    const answer = await check(student.token, { text: COPIED_TEXT, keep_for_future_checks: true });
    expect(answer.status).toBe(402);
    expect(answer.body.error.message).toBe(POINTS_MESSAGES.insufficientForPlagiarism);
    expect(answer.body.error.message).toBe('You have insufficient points for plagiarism checking');
    expect(await harness.ledger.holdsOf(student.id)).toEqual([]);
    const kept = await harness.service.kernel.dataSource.query<unknown[]>(
      `SELECT 1 FROM plagiarism_sources WHERE kind = 'submission' AND owner_id = $1`,
      [student.id],
    );
    expect(kept).toEqual([]);
  });

  it('refuses a text too short to compare, and one with neither text nor file, without a hold', async () => {
    const student = await harness.fundedUser(20);
    const short = await check(student.token, { text: 'Far too short to compare.' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 20 words; yours has 5/);
    expect((await check(student.token, {})).status).toBe(400);
    expect(await harness.ledger.holdsOf(student.id)).toEqual([]);
  });

  it('finds a passage copied from a document approved through a real document.approved.v1, and charges 5 points once', async () => {
    const student = await harness.fundedUser(100);
    const answer = await check(student.token, { text: COPIED_TEXT });
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    expect(report.matches).toHaveLength(1);
    const [match] = report.matches;
    expect(match!.source).toEqual({
      type: 'document',
      id: approved.documentId,
      title: 'Mitochondria notes',
      url: `/documents/${slug}`,
    });
    // The passage runs from its first word to its last (the closing full stop is not a word).
    const copied = APPROVED_PARAGRAPHS[0]!.slice(0, -1);
    expect(match!.passage).toBe(copied);
    expect(COPIED_TEXT.slice(match!.start, match!.end)).toBe(copied);
    expect(match!.source_passage.replace(/\s+/g, ' ')).toBe(copied);
    // 68 of the 107 words are the copied paragraph: 63.6%.
    expect(report.similarity).toBe(63.6);
    expect(report.collections).toEqual([
      expect.objectContaining({ type: 'document', count: 1 }),
      expect.objectContaining({ type: 'question' }),
      expect.objectContaining({ type: 'submission' }),
    ]);
    expect(report).toMatchObject({ points_charged: PLAGIARISM_CHECK_POINTS, balance: 95 });
    expect(JSON.stringify(report).toLowerCase()).not.toContain('plagiari');
    expect(await harness.ledger.account(student.id)).toMatchObject({ points_balance: 95, held_points: 0 });
    expect(await harness.ledger.holdsOf(student.id)).toEqual([
      expect.objectContaining({ amount: PLAGIARISM_CHECK_POINTS, captured_amount: PLAGIARISM_CHECK_POINTS }),
    ]);
  });

  it('reports nothing for unrelated writing, and still charges the check', async () => {
    const student = await harness.fundedUser(10);
    const answer = await check(student.token, { text: `${OWN_WRITING} ${UNRELATED_TEXT}` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ similarity: 0, matches: [], balance: 5 });
  });

  it('reports a copied passage in quotation marks apart and does not count it, unless asked', async () => {
    const student = await harness.fundedUser(20);
    const quoted = `${OWN_WRITING} As the notes put it, "${APPROVED_PARAGRAPHS[0]}"`;
    const apart = (await check(student.token, { text: quoted })).body.data;
    expect(apart.similarity).toBe(0);
    expect(apart.matches).toEqual([expect.objectContaining({ excluded_as: 'quote', similarity: 0 })]);
    const counted = (await check(student.token, { text: quoted, include_quotes: true })).body.data;
    expect(counted.similarity).toBeGreaterThan(50);
    expect(counted.matches).toEqual([expect.objectContaining({ excluded_as: null })]);
  });

  it('keeps a consenting student’s text as an anonymous submission, compared with others’ checks but not their own', async () => {
    const author = await harness.fundedUser(20);
    const other = await harness.fundedUser(20);
    const essay = `${UNRELATED_TEXT} Historians still argue about how much the press changed ordinary lives, but few doubt that it changed how ideas travelled between cities and universities.`;
    expect((await check(author.token, { text: essay, keep_for_future_checks: true })).body.data).toMatchObject({
      similarity: 0,
      kept_for_future_checks: true,
    });
    const seen = (await check(other.token, { text: essay })).body.data;
    expect(seen.similarity).toBe(100);
    expect(seen.matches[0]!.source).toMatchObject({ type: 'submission', title: PLAGIARISM_SUBMISSION_TITLE, url: null });
    expect(JSON.stringify(seen)).not.toContain(author.id);
    // The author's second draft is not matched with the first.
    expect((await check(author.token, { text: essay })).body.data.similarity).toBe(0);
  });

  it('searches public homework questions and drops one made private', async () => {
    const asker = await harness.fundedUser(100);
    harness.fake.enqueue({ reply: JSON.stringify(HOMEWORK_ANSWER) });
    const asked = await fetch(`${harness.service.baseUrl}/homework/questions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${asker.token}` },
      body: JSON.stringify({ question: 'How does temperature affect the rate of the catalase reaction?', is_public: true }),
    });
    expect(asked.status).toBe(201);
    const question = ((await asked.json()) as { data: HomeworkQuestionDetail }).data;
    const student = await harness.fundedUser(20);
    const copied = `${OWN_WRITING} ${HOMEWORK_ANSWER.steps[0]!.body_markdown} ${HOMEWORK_ANSWER.steps[1]!.body_markdown}`;
    const found = (await check(student.token, { text: copied })).body.data;
    expect(found.matches.map((match) => match.source)).toEqual([
      expect.objectContaining({ type: 'question', id: question.id, url: `/ai-homework-helper/${question.slug}` }),
    ]);
    const hidden = await fetch(`${harness.service.baseUrl}/homework/questions/${question.slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${asker.token}` },
      body: JSON.stringify({ is_public: false }),
    });
    expect(hidden.status).toBe(200);
    expect((await check(student.token, { text: copied })).body.data.matches).toEqual([]);
  });

  it('answers 404 for another student’s file and releases the hold', async () => {
    const student = await harness.fundedUser(10);
    const answer = await check(student.token, { study_file_id: randomUUID() });
    expect(answer.status).toBe(404);
    expect(await harness.ledger.account(student.id)).toMatchObject({ points_balance: 10, held_points: 0 });
    expect(await harness.ledger.holdsOf(student.id)).toEqual([expect.objectContaining({ status: 'released' })]);
  });

  it('flags a processed upload that copies the approved document, and not an original one', async () => {
    const copy = await processedDocument([`${APPROVED_PARAGRAPHS[0]} ${APPROVED_PARAGRAPHS[1]}`, OWN_WRITING]);
    const original = await processedDocument([UNRELATED_TEXT, OWN_WRITING]);
    const flags = await waitFor('the copied upload flagged', async () => {
      const events = await outbox('document.similarity-flagged.v1');
      return events.some((event) => (event.data as { documentId: string }).documentId === copy.documentId)
        ? events
        : undefined;
    });
    const flag = flags.find((event) => (event.data as { documentId: string }).documentId === copy.documentId)!;
    expect(flag.data).toMatchObject({
      documentId: copy.documentId,
      matchedDocuments: [expect.objectContaining({ documentId: approved.documentId, title: 'Mitochondria notes' })],
    });
    expect((flag.data as { similarity: number }).similarity).toBeGreaterThan(60);
    await waitFor('the original upload checked', async () => {
      const rows = await harness.service.kernel.dataSource.query<{ flagged: boolean }[]>(
        `SELECT flagged FROM plagiarism_upload_checks WHERE document_id = $1`,
        [original.documentId],
      );
      return rows[0];
    });
    expect(flags.some((event) => (event.data as { documentId: string }).documentId === original.documentId)).toBe(false);
  });

  it('takes a rejected document out of the corpus', async () => {
    await moderate('document.rejected.v1', approved, slug);
    const student = await harness.fundedUser(10);
    expect((await check(student.token, { text: COPIED_TEXT })).body.data.matches).toEqual([]);
  });
});
