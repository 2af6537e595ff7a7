import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('oxford')).toBe('%oxford%');
  });

  it('escapes the wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
