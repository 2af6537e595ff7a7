import { isValidIsbn } from '@studyhub/contracts';
import { slugify } from '../../common/slugify';
import { slugFromTitle } from '../../documents/document-slug';
import { COUNTRIES } from './countries.data';
import { QUESTION_BLOCKS } from './homework-question-blocks.data';
import { HOMEWORK_QUESTIONS } from './homework-questions.data';
import { MORE_TEXTBOOKS } from './more-textbooks.data';
import { MORE_UNIVERSITIES } from './more-universities.data';
import { UNIVERSITY_CATEGORIES } from './seed-types';
import { SUBJECTS } from './subjects.data';
import { TEXTBOOKS } from './textbooks.data';
import { UNIVERSITIES } from './universities.data';

describe('seed data', () => {
  describe('countries', () => {
    it('holds every ISO 3166-1 alpha-2 code once', () => {
      const codes = COUNTRIES.map((country) => country.code);
      expect(codes).toHaveLength(249);
      expect(new Set(codes).size).toBe(249);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    });

    it('names each country once', () => {
      const names = COUNTRIES.map((country) => country.name.trim());
      expect(new Set(names).size).toBe(COUNTRIES.length);
      expect(names.every((name) => name.length > 0)).toBe(true);
    });

    it('has the usual names for the common codes', () => {
      const byCode = new Map(COUNTRIES.map((country) => [country.code, country.name]));
      expect(byCode.get('GB')).toBe('United Kingdom');
      expect(byCode.get('US')).toBe('United States');
      expect(byCode.get('NG')).toBe('Nigeria');
      expect(byCode.get('KE')).toBe('Kenya');
      expect(byCode.get('ZA')).toBe('South Africa');
    });
  });

  describe('universities', () => {
    const countryCodes = new Set(COUNTRIES.map((country) => country.code));

    it('starts with at least 30 universities across at least 8 countries', () => {
      expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(30);
      expect(new Set(UNIVERSITIES.map((university) => university.countryCode)).size).toBeGreaterThanOrEqual(8);
    });

    it('gives each university its own slug, a seeded country and known categories', () => {
      const slugs = UNIVERSITIES.map((university) => slugify(university.name));
      expect(new Set(slugs).size).toBe(UNIVERSITIES.length);
      for (const university of UNIVERSITIES) {
        expect(countryCodes.has(university.countryCode)).toBe(true);
        expect(university.categories.length).toBeGreaterThan(0);
        for (const category of university.categories) expect(UNIVERSITY_CATEGORIES).toContain(category);
      }
    });

    it('never lists a university twice, whatever its apostrophes or case', () => {
      const all = [...UNIVERSITIES, ...MORE_UNIVERSITIES];
      const folded = all.map((university) => university.name.replace(/[’‘`]/g, "'").toLowerCase());
      expect(folded.filter((name, index) => folded.indexOf(name) !== index)).toEqual([]);
    });

    it('gives each university 6 to 12 courses with distinct slugs', () => {
      const outOfRange = UNIVERSITIES.filter(
        (university) => university.courses.length < 6 || university.courses.length > 12,
      ).map((university) => university.name);
      expect(outOfRange).toEqual([]);
      const withDuplicates = UNIVERSITIES.filter(
        (university) =>
          new Set(university.courses.map((course) => slugify(course.name))).size !== university.courses.length,
      ).map((university) => university.name);
      expect(withDuplicates).toEqual([]);
    });
  });

  describe('subjects and textbooks', () => {
    const books = [...TEXTBOOKS, ...MORE_TEXTBOOKS];

    it('has at least 20 subjects with a lucide icon, a hex colour and a description', () => {
      expect(SUBJECTS.length).toBeGreaterThanOrEqual(20);
      for (const subject of SUBJECTS) {
        expect(subject.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(subject.color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(subject.description.length).toBeGreaterThan(10);
      }
    });

    it('gives every textbook a valid, distinct ISBN-13 and a known subject', () => {
      const subjects = new Set(SUBJECTS.map((subject) => subject.slug));
      expect(books.length).toBeGreaterThanOrEqual(50);
      expect(new Set(books.map((book) => book.isbn)).size).toBe(books.length);
      for (const book of books) {
        expect(book.isbn).toMatch(/^97[89]\d{10}$/);
        expect(isValidIsbn(book.isbn)).toBe(true);
        expect(subjects.has(book.subjectSlug)).toBe(true);
      }
    });

    it('has a textbook for every subject', () => {
      const covered = new Set(books.map((book) => book.subjectSlug));
      expect(SUBJECTS.filter((subject) => !covered.has(subject.slug)).map((subject) => subject.slug)).toEqual([]);
    });
  });

  describe('homework questions', () => {
    it('has at least 40 distinct public questions across subjects', () => {
      const subjects = new Set(SUBJECTS.map((subject) => subject.slug));
      expect(HOMEWORK_QUESTIONS.length).toBeGreaterThanOrEqual(40);
      expect(new Set(HOMEWORK_QUESTIONS.map(([, question]) => slugFromTitle(question))).size).toBe(
        HOMEWORK_QUESTIONS.length,
      );
      expect(HOMEWORK_QUESTIONS.filter(([subject]) => !subjects.has(subject))).toEqual([]);
      expect(new Set(HOMEWORK_QUESTIONS.map(([subject]) => subject)).size).toBeGreaterThanOrEqual(20);
    });

    it('formats only questions that exist, with a formula or code block each', () => {
      const questions = new Set(HOMEWORK_QUESTIONS.map(([, question]) => question));
      for (const [question, blocks] of Object.entries(QUESTION_BLOCKS)) {
        expect(questions.has(question)).toBe(true);
        expect(blocks.some((block) => block.type !== 'text')).toBe(true);
      }
    });
  });
});
