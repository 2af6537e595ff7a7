import { z } from 'zod';
import { AppError } from './app-error';
import { fieldErrorsOf, parseInput } from './validation';

const signUp = z.object({
  email: z.email('Please enter a valid email address.'),
  password: z.string().min(8, 'At least 8 characters.').regex(/[0-9]/, 'At least one digit.'),
  profile: z.object({ displayName: z.string().min(1, 'Required.') }),
});

function thrownBy(work: () => unknown): AppError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}

describe('fieldErrorsOf', () => {
  it('groups messages by dotted field path', () => {
    const result = signUp.safeParse({ email: 'nope', password: 'short', profile: { displayName: '' } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['At least 8 characters.', 'At least one digit.'],
      'profile.displayName': ['Required.'],
    });
  });

  it('puts errors about the whole input under "_"', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(Object.keys(fieldErrorsOf(result.error!))).toEqual(['_']);
  });

  it('names array items by index', () => {
    const result = z.object({ tags: z.array(z.string().min(2, 'Too short.')) }).safeParse({ tags: ['ok', 'x'] });
    expect(fieldErrorsOf(result.error!)).toEqual({ 'tags.1': ['Too short.'] });
  });
});

describe('parseInput', () => {
  it('returns the parsed value', () => {
    const schema = z.object({ name: z.string().trim(), page: z.coerce.number().default(1) });
    expect(parseInput(schema, { name: '  Ada  ', extra: true })).toEqual({ name: 'Ada', page: 1 });
  });

  it('throws a 400 VALIDATION_FAILED naming each bad field', () => {
    const error = thrownBy(() => parseInput(signUp, { email: 'a@b.co', password: 'longenough' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.fields).toEqual({
      password: ['At least one digit.'],
      profile: [expect.any(String)],
    });
  });
});
