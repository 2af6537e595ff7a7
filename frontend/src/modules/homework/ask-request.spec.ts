import { HOMEWORK_QUESTION_MAX_LENGTH } from '@studyhub/contracts';
import {
  IMAGE_ONLY_QUESTION,
  QUESTION_EMPTY_MESSAGE,
  QUESTION_TOO_LONG_MESSAGE,
  buildAskRequest,
  buildBankAskRequest,
  buildFormattedQuestion,
} from './ask-request';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const draft = { text: '', formula: '', imageDataUrl: null, isPublic: false };

describe('buildFormattedQuestion', () => {
  it('puts the prose first, then the formula as a math block', () => {
    expect(buildFormattedQuestion('  Solve for x: ', ' x^2 - 4 = 0 ')).toEqual({
      blocks: [
        { type: 'text', text: 'Solve for x:' },
        { type: 'math', text: 'x^2 - 4 = 0' },
      ],
    });
  });

  it('is only the formula when there is no prose, and nothing without a formula', () => {
    expect(buildFormattedQuestion(' ', '\\frac{1}{2}')).toEqual({ blocks: [{ type: 'math', text: '\\frac{1}{2}' }] });
    expect(buildFormattedQuestion('What is 2 + 2?', '  ')).toBeNull();
  });
});

describe('buildAskRequest', () => {
  it('sends the text with the chosen visibility', () => {
    expect(buildAskRequest({ ...draft, text: ' What is 2 + 2? ', isPublic: true })).toEqual({
      ok: true,
      request: { question: 'What is 2 + 2?', formatted_question: null, is_public: true },
    });
  });

  it('sends a formula as a math block after the words, which stay the plain question', () => {
    const result = buildAskRequest({ ...draft, text: 'Solve', formula: 'x + 1 = 3' });
    expect(result).toEqual({
      ok: true,
      request: {
        question: 'Solve',
        formatted_question: {
          blocks: [
            { type: 'text', text: 'Solve' },
            { type: 'math', text: 'x + 1 = 3' },
          ],
        },
        is_public: false,
      },
    });
  });

  it('uses the formula as the plain question when there are no words', () => {
    const result = buildAskRequest({ ...draft, formula: ' x^2 = 4 ' });
    expect(result.ok && result.request.question).toBe('x^2 = 4');
    expect(result.ok && result.request.formatted_question).toEqual({ blocks: [{ type: 'math', text: 'x^2 = 4' }] });
  });

  it('asks an image-only question with a sentence the API accepts', () => {
    const result = buildAskRequest({ ...draft, imageDataUrl: PNG });
    expect(result).toEqual({
      ok: true,
      request: { question: IMAGE_ONLY_QUESTION, formatted_question: null, is_public: false, image: PNG },
    });
  });

  it('refuses an empty draft and one that is too long', () => {
    expect(buildAskRequest({ ...draft, text: '  \n ' })).toEqual({ ok: false, message: QUESTION_EMPTY_MESSAGE });
    expect(buildAskRequest({ ...draft, text: 'x'.repeat(HOMEWORK_QUESTION_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      message: QUESTION_TOO_LONG_MESSAGE,
    });
  });

  it('refuses an image the API would refuse', () => {
    const result = buildAskRequest({ ...draft, text: 'Q', imageDataUrl: 'data:image/gif;base64,R0lGOD==' });
    expect(result).toEqual({ ok: false, message: 'The image must be a PNG, JPEG or WebP data URL.' });
  });
});

describe('buildBankAskRequest', () => {
  it('asks the bank question as the bank has it, named by id and slug', () => {
    const id = '5b0c9d3e-1f2a-4b5c-8d7e-9f0a1b2c3d4e';
    const formatted = { blocks: [{ type: 'math' as const, text: 'x^2' }] };
    expect(
      buildBankAskRequest({ id, slug: 'q-slug', question: ' Differentiate x^2 ', formatted_question: formatted }, true),
    ).toEqual({
      question: 'Differentiate x^2',
      formatted_question: formatted,
      is_public: true,
      bank_question_id: id,
      bank_question_slug: 'q-slug',
    });
  });
});
