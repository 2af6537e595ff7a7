import { userSearchPattern } from './user-search';

describe('userSearchPattern', () => {
  it('matches anywhere, case-insensitively', () => {
    expect(userSearchPattern('Okafor')).toBe('%okafor%');
  });

  it('takes the wildcard characters literally', () => {
    expect(userSearchPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});
