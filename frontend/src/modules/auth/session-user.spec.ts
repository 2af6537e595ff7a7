import { displayName, parseSessionUser, userInitials } from './session-user';

const body = {
  data: {
    user: {
      id: '3b7e4c1a-0000-4000-8000-000000000001',
      email: 'maya.chen@example.edu',
      full_name: 'Maya Chen',
      role: 'user',
      avatar_url: null,
    },
  },
};

describe('parseSessionUser', () => {
  it('reads the user from the data envelope', () => {
    expect(parseSessionUser(body)).toEqual(body.data.user);
  });

  it.each([null, undefined, 'x', {}, { data: {} }, { data: { user: null } }, { data: { user: { id: 1 } } }])(
    'means signed out for %p',
    (value) => {
      expect(parseSessionUser(value)).toBeNull();
    },
  );
});

describe('displayName and userInitials', () => {
  it('uses the full name', () => {
    const user = parseSessionUser(body);
    expect(user && displayName(user)).toBe('Maya Chen');
    expect(user && userInitials(user)).toBe('MC');
  });

  it('falls back to the e-mail', () => {
    const user = parseSessionUser({ data: { user: { ...body.data.user, full_name: ' ' } } });
    expect(user && displayName(user)).toBe('maya.chen');
    expect(user && userInitials(user)).toBe('M');
  });
});
