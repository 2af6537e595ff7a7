import { displayName, firstName, isActiveAdmin, parseSessionUser, parseUserData, userInitials } from './session-user';

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

const fullUser = {
  id: 'u1',
  email: 'sam@example.edu',
  full_name: 'Sam Lee',
  role: 'admin',
  status: 'inactive',
  email_verified: false,
  avatar_url: '/api/storage/avatars/u1/a.png',
  university_id: 'uni-1',
  course_id: 'course-1',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
};

describe('parseSessionUser', () => {
  it('reads the user from the data envelope, with defaults for fields the answer leaves out', () => {
    expect(parseSessionUser(body)).toEqual({
      ...body.data.user,
      status: 'active',
      email_verified: true,
      university_id: null,
      course_id: null,
      created_at: null,
    });
  });

  it('reads every account field auth sends', () => {
    const { updated_at: _ignored, ...expected } = fullUser;
    expect(parseSessionUser({ data: { user: fullUser } })).toEqual(expected);
    expect(parseUserData({ user: fullUser })?.status).toBe('inactive');
  });

  it.each([null, undefined, 'x', {}, { data: {} }, { data: { user: null } }, { data: { user: { id: 1 } } }])(
    'means signed out for %p',
    (value) => {
      expect(parseSessionUser(value)).toBeNull();
    },
  );
});

describe('isActiveAdmin', () => {
  it('needs role admin and status active', () => {
    expect(isActiveAdmin({ role: 'admin', status: 'active' })).toBe(true);
    expect(isActiveAdmin({ role: 'admin', status: 'inactive' })).toBe(false);
    expect(isActiveAdmin({ role: 'user', status: 'active' })).toBe(false);
  });
});

describe('displayName, firstName and userInitials', () => {
  it('uses the full name', () => {
    const user = parseSessionUser(body);
    expect(user && displayName(user)).toBe('Maya Chen');
    expect(user && firstName(user)).toBe('Maya');
    expect(user && userInitials(user)).toBe('MC');
  });

  it('falls back to the e-mail', () => {
    const user = parseSessionUser({ data: { user: { ...body.data.user, full_name: ' ' } } });
    expect(user && displayName(user)).toBe('maya.chen');
    expect(user && userInitials(user)).toBe('M');
  });
});
