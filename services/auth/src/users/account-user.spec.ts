import { toAccountUser } from './account-user';
import { UserEntity } from './user.entity';

function user(overrides: Partial<UserEntity> = {}): UserEntity {
  return Object.assign(new UserEntity(), {
    id: '7b0c8f0e-2f55-4a8e-9d4e-0f6a5b1c2d3e',
    email: 'amara@example.org',
    fullName: 'Amara Okafor',
    role: 'user',
    status: 'active',
    passwordHash: '$argon2id$secret',
    emailVerifiedAt: null,
    avatarUrl: null,
    universityId: null,
    courseId: null,
    addressLine1: '1 Main St',
    phone: '+1 555 0100',
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-01-03T03:04:05.000Z'),
    ...overrides,
  });
}

describe('toAccountUser', () => {
  it('answers in snake case with verification as a flag', () => {
    expect(toAccountUser(user({ emailVerifiedAt: new Date() }))).toEqual({
      id: '7b0c8f0e-2f55-4a8e-9d4e-0f6a5b1c2d3e',
      email: 'amara@example.org',
      full_name: 'Amara Okafor',
      role: 'user',
      status: 'active',
      email_verified: true,
      avatar_url: null,
      university_id: null,
      course_id: null,
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-01-03T03:04:05.000Z',
    });
  });

  it('never exposes the password hash or the billing address', () => {
    const answer = JSON.stringify(toAccountUser(user()));
    expect(answer).not.toContain('argon2');
    expect(answer).not.toContain('Main St');
    expect(answer).not.toContain('555');
  });
});
