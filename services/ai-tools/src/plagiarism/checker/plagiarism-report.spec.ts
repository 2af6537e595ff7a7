import { analyseText } from '../engine';
import type { CorpusSource } from '../corpus/plagiarism-corpus.repository';
import type { CheckOutcome } from './plagiarism-checker';
import { boilerplateThreshold } from './plagiarism-checker';
import { percent, reportOf, sourceRefOf } from './plagiarism-report';

const document: CorpusSource = {
  id: 'row-1',
  kind: 'document',
  externalId: 'doc-1',
  title: 'Cell biology notes',
  slug: 'cell-biology-notes',
  body: 'Source text: cells divide by mitosis.',
};

describe('sourceRefOf', () => {
  it('links a document to its page and a question to the homework helper', () => {
    expect(sourceRefOf(document)).toEqual({
      type: 'document',
      id: 'doc-1',
      title: 'Cell biology notes',
      url: '/documents/cell-biology-notes',
    });
    expect(sourceRefOf({ ...document, kind: 'question', slug: 'what-is-mitosis-1a2b' }).url).toBe(
      '/ai-homework-helper/what-is-mitosis-1a2b',
    );
  });

  it('gives a kept submission no link', () => {
    expect(
      sourceRefOf({ ...document, kind: 'submission', slug: null, title: 'A submission checked on Studyhub' }),
    ).toEqual({
      type: 'submission',
      id: 'doc-1',
      title: 'A submission checked on Studyhub',
      url: null,
    });
  });
});

describe('reportOf', () => {
  const text = 'My own start. Cells divide by mitosis. "Quoted words here."';
  const outcome: CheckOutcome = {
    input: analyseText(text),
    searched: { document: 3, question: 2 },
    summary: {
      similarity: 4 / 7,
      countedWords: 7,
      totalWords: 10,
      passages: [
        {
          source: document,
          inputStart: text.indexOf('"'),
          inputEnd: text.length,
          sourceStart: 0,
          sourceEnd: 6,
          words: 0,
          share: 0,
          excludedAs: 'quote',
        },
        {
          source: document,
          inputStart: text.indexOf('Cells'),
          inputEnd: text.indexOf('mitosis') + 'mitosis'.length,
          sourceStart: document.body.indexOf('cells'),
          sourceEnd: document.body.length - 1,
          words: 4,
          share: 4 / 7,
          excludedAs: null,
        },
      ],
    },
  };

  it('lists counted matches first with their passages, offsets and share, then the ones reported apart', () => {
    const report = reportOf(outcome, { pointsCharged: 5, balance: 95, keptForFutureChecks: false });
    expect(report.similarity).toBe(57.1);
    expect(
      report.matches.map((match) => [match.passage, match.source_passage, match.similarity, match.excluded_as]),
    ).toEqual([
      ['Cells divide by mitosis', 'cells divide by mitosis', 57.1, null],
      ['"Quoted words here."', 'Source', 0, 'quote'],
    ]);
    expect(report.matches[0]).toMatchObject({ start: 14, end: 37 });
    expect(report).toMatchObject({ words_total: 10, words_checked: 7, points_charged: 5, balance: 95, text });
  });

  it('names the collections searched with their counts', () => {
    expect(reportOf(outcome, { pointsCharged: 5, balance: 0, keptForFutureChecks: true }).collections).toEqual([
      { type: 'document', label: 'Approved Studyhub documents', count: 3 },
      { type: 'question', label: 'Public homework questions and answers', count: 2 },
    ]);
  });
});

describe('percent and the boilerplate threshold', () => {
  it('rounds shares to percentages with one decimal', () => {
    expect(percent(0)).toBe(0);
    expect(percent(1)).toBe(100);
    expect(percent(0.12345)).toBe(12.3);
  });

  it('takes a hash in more than 0.5% of the sources, and at least 20, for boilerplate', () => {
    expect(boilerplateThreshold(100)).toBe(20);
    expect(boilerplateThreshold(100_000)).toBe(500);
  });
});
