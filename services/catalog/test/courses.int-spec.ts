import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import type { ApiData, ApiError, ApiList, CourseDetailResponse, CourseResponse } from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertCourse, insertUniversity } from './support/catalog.factory';

const ACTIVE_COURSES = [
  'Anthropology',
  'Biochemistry',
  'Chemistry',
  'Dentistry',
  'Economics',
  'French',
  'Geography',
  'History of Art',
  'Italian',
  'Journalism',
  'Linguistics',
  'Mathematics',
];
const INACTIVE_COURSES = ['Applied Alchemy', 'Zoology'];

describe('courses of a university', () => {
  let service: TestService;
  let university: { id: string; slug: string };
  let pendingUniversity: { id: string; slug: string };
  let inactiveCourse: { id: string; slug: string };

  beforeAll(async () => {
    service = await startTestService(catalogService);
    const { dataSource } = service.kernel;
    university = await insertUniversity(dataSource, { name: 'Marrowfield University', countryCode: 'ZA' });
    // Inserted out of order: the answer orders them by name.
    for (const name of [...ACTIVE_COURSES].reverse()) {
      await insertCourse(dataSource, university.id, {
        name,
        level: name === 'Linguistics' ? 'postgraduate' : 'undergraduate',
      });
    }
    inactiveCourse = await insertCourse(dataSource, university.id, {
      name: INACTIVE_COURSES[0] ?? '',
      isActive: false,
    });
    await insertCourse(dataSource, university.id, { name: INACTIVE_COURSES[1] ?? '', isActive: false });

    pendingUniversity = await insertUniversity(dataSource, { name: 'Marrowfield Pending College', status: 'pending' });
    await insertCourse(dataSource, pendingUniversity.id, { name: 'Economics' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const getJson = async <T>(path: string, status = 200): Promise<T> => {
    const response = await fetch(`${service.baseUrl}${path}`);
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };

  describe('GET /universities/{slug or id}/courses', () => {
    it('pages the active courses by name, ten by default, with the exact total', async () => {
      const first = await getJson<ApiList<CourseResponse>>(`/universities/${university.slug}/courses`);
      expect(first.meta).toEqual({ page: 1, limit: 10, total: ACTIVE_COURSES.length });
      expect(first.data.map((course) => course.name)).toEqual(ACTIVE_COURSES.slice(0, 10));

      const second = await getJson<ApiList<CourseResponse>>(`/universities/${university.slug}/courses?page=2`);
      expect(second.meta).toEqual({ page: 2, limit: 10, total: ACTIVE_COURSES.length });
      expect(second.data.map((course) => course.name)).toEqual(ACTIVE_COURSES.slice(10));
    });

    it('leaves inactive courses out', async () => {
      const all = await getJson<ApiList<CourseResponse>>(`/universities/${university.slug}/courses?limit=100`);
      const names = all.data.map((course) => course.name);
      for (const inactive of INACTIVE_COURSES) expect(names).not.toContain(inactive);
      expect(all.data.every((course) => course.is_active)).toBe(true);
    });

    it('answers snake_case courses', async () => {
      const page = await getJson<ApiList<CourseResponse>>(`/universities/${university.slug}/courses?limit=100`);
      expect(page.data.find((course) => course.name === 'Linguistics')).toEqual({
        id: expect.any(String) as string,
        name: 'Linguistics',
        slug: 'linguistics',
        university_id: university.id,
        level: 'postgraduate',
        is_active: true,
      });
    });

    it('accepts the university id in place of the slug (the profile stores ids)', async () => {
      const bySlug = await getJson<ApiList<CourseResponse>>(`/universities/${university.slug}/courses?limit=5`);
      const byId = await getJson<ApiList<CourseResponse>>(`/universities/${university.id}/courses?limit=5`);
      expect(byId).toEqual(bySlug);
    });

    it('lists the seeded courses of a seeded university', async () => {
      const page = await getJson<ApiList<CourseResponse>>('/universities/university-of-nairobi/courses?limit=100');
      expect(page.data.map((course) => course.name)).toContain('Actuarial Science');
      expect(page.meta.total).toBe(page.data.length);
    });

    it('answers bad paging with 400 naming the fields', async () => {
      const body = await getJson<ApiError>(`/universities/${university.slug}/courses?page=0&limit=101`, 400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['limit', 'page']);
    });

    it('answers 404 for an unknown or pending university', async () => {
      for (const key of ['no-such-university', randomUUID(), pendingUniversity.slug, pendingUniversity.id]) {
        const body = await getJson<ApiError>(`/universities/${key}/courses`, 404);
        expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'University not found' });
      }
    });
  });

  describe('GET /universities/{slug or id}/courses/{slug}', () => {
    it('finds an active course by university slug and course slug, with its university', async () => {
      const { data } = await getJson<ApiData<CourseDetailResponse>>(
        `/universities/${university.slug}/courses/history-of-art`,
      );
      expect(data).toEqual({
        id: expect.any(String) as string,
        name: 'History of Art',
        slug: 'history-of-art',
        university_id: university.id,
        level: 'undergraduate',
        is_active: true,
        university: { id: university.id, name: 'Marrowfield University', slug: university.slug, logo_url: null },
      });
    });

    it('finds the same course by university id and by course id', async () => {
      const bySlugs = await getJson<ApiData<CourseDetailResponse>>(
        `/universities/${university.slug}/courses/history-of-art`,
      );
      const byIds = await getJson<ApiData<CourseDetailResponse>>(
        `/universities/${university.id}/courses/${bySlugs.data.id}`,
      );
      expect(byIds).toEqual(bySlugs);
    });

    it('finds a seeded course', async () => {
      const { data } = await getJson<ApiData<CourseDetailResponse>>(
        '/universities/university-of-oxford/courses/philosophy-politics-and-economics',
      );
      expect(data).toMatchObject({
        name: 'Philosophy Politics and Economics',
        university: { name: 'University of Oxford' },
      });
    });

    it('answers 404 for an unknown course, an inactive one, and a course of another university', async () => {
      const cambridgeLaw = await getJson<ApiData<CourseDetailResponse>>(
        '/universities/university-of-cambridge/courses/law',
      );
      for (const key of ['no-such-course', inactiveCourse.slug, inactiveCourse.id, cambridgeLaw.data.id]) {
        const body = await getJson<ApiError>(`/universities/${university.slug}/courses/${key}`, 404);
        expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Course not found' });
      }
    });

    it('answers 404 for a course of a pending university', async () => {
      const body = await getJson<ApiError>(`/universities/${pendingUniversity.slug}/courses/economics`, 404);
      expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'University not found' });
    });
  });

  describe('courses_count', () => {
    const coursesCountOf = async (universityId: string) => {
      const rows = await service.kernel.dataSource.query<{ courses_count: number }[]>(
        'SELECT courses_count FROM universities WHERE id = $1',
        [universityId],
      );
      return rows[0]?.courses_count;
    };

    it('counts the active courses as they are added, deactivated, reactivated and removed', async () => {
      const { dataSource } = service.kernel;
      const counted = await insertUniversity(dataSource, { name: 'Marrowfield Counting School' });
      expect(await coursesCountOf(counted.id)).toBe(0);

      const statistics = await insertCourse(dataSource, counted.id, { name: 'Statistics' });
      await insertCourse(dataSource, counted.id, { name: 'Accounting' });
      await insertCourse(dataSource, counted.id, { name: 'Archived Course', isActive: false });
      expect(await coursesCountOf(counted.id)).toBe(2);

      await dataSource.query('UPDATE courses SET is_active = false WHERE id = $1', [statistics.id]);
      expect(await coursesCountOf(counted.id)).toBe(1);
      await dataSource.query('UPDATE courses SET name = $2 WHERE id = $1', [statistics.id, 'Statistics and Data']);
      expect(await coursesCountOf(counted.id)).toBe(1);
      await dataSource.query('UPDATE courses SET is_active = true WHERE id = $1', [statistics.id]);
      expect(await coursesCountOf(counted.id)).toBe(2);
      await dataSource.query('DELETE FROM courses WHERE id = $1', [statistics.id]);
      expect(await coursesCountOf(counted.id)).toBe(1);
    });

    it('moves the count along when a course moves to another university', async () => {
      const { dataSource } = service.kernel;
      const from = await insertUniversity(dataSource, { name: 'Marrowfield Old Campus' });
      const to = await insertUniversity(dataSource, { name: 'Marrowfield New Campus' });
      const moving = await insertCourse(dataSource, from.id, { name: 'Philosophy' });
      await dataSource.query('UPDATE courses SET university_id = $2 WHERE id = $1', [moving.id, to.id]);
      expect([await coursesCountOf(from.id), await coursesCountOf(to.id)]).toEqual([0, 1]);
    });

    it('shows the count of active courses on the university', async () => {
      const { data } = await getJson<ApiData<{ courses_count: number }>>(`/universities/${university.slug}`);
      expect(data.courses_count).toBe(ACTIVE_COURSES.length);
    });
  });
});
