import { AppError } from '@studyhub/platform';
import { parsePersonName, sourceFromDoi, sourceFromUploadedFile, sourceFromUrl } from './source-drafts';
import { normaliseSourceUrl, parseDoi } from './source-identifiers';

const today = new Date('2025-03-02T10:00:00Z');

describe('parseDoi', () => {
  it('reads the ways a DOI is pasted', () => {
    for (const input of [
      '10.1111/jsr.12745',
      ' doi:10.1111/jsr.12745 ',
      'DOI: 10.1111/jsr.12745',
      'https://doi.org/10.1111/jsr.12745',
      'http://dx.doi.org/10.1111/jsr.12745',
      'doi.org/10.1111%2Fjsr.12745',
      '10.1111/jsr.12745.',
    ]) {
      expect(parseDoi(input)).toBe('10.1111/jsr.12745');
    }
    expect(parseDoi('10.1016/0006-2952(77)90113-X')).toBe('10.1016/0006-2952(77)90113-X');
  });

  it('refuses what is not a DOI', () => {
    for (const input of ['', '10.12/x', 'https://example.org/10.1111/x', 'jsr.12745', '10.1111/', '%E0%A4%A']) {
      expect(parseDoi(input)).toBeNull();
    }
  });
});

describe('normaliseSourceUrl', () => {
  it('drops fragments and tracking parameters and lowercases the host', () => {
    expect(normaliseSourceUrl('https://Example.org/a/b?id=3&utm_source=x&fbclid=y#part')).toBe(
      'https://example.org/a/b?id=3',
    );
  });

  it('refuses anything but http and https', () => {
    for (const input of ['ftp://example.org/x', 'javascript:alert(1)', 'example.org', '']) {
      expect(normaliseSourceUrl(input)).toBeNull();
    }
  });
});

describe('source drafts', () => {
  it('starts a journal article from a DOI, to be completed by lookup or by hand', () => {
    expect(sourceFromDoi('https://doi.org/10.1111/jsr.12745')).toEqual({
      type: 'article-journal',
      DOI: '10.1111/jsr.12745',
    });
    expect(() => sourceFromDoi('not a doi')).toThrow(AppError);
  });

  it('starts a web page from a URL with today as the access date, and a DOI from a doi.org link', () => {
    expect(sourceFromUrl('https://www.who.int/fact-sheets#top', today)).toEqual({
      type: 'webpage',
      URL: 'https://www.who.int/fact-sheets',
      accessed: { 'date-parts': [[2025, 3, 2]] },
    });
    expect(sourceFromUrl('https://doi.org/10.1111/jsr.12745', today)).toEqual({
      type: 'article-journal',
      DOI: '10.1111/jsr.12745',
    });
    expect(() => sourceFromUrl('file:///etc/passwd', today)).toThrow(AppError);
  });

  it('starts an uploaded file from the title and authors the caller read, or from its name', () => {
    expect(
      sourceFromUploadedFile({
        fileName: 'scan.pdf',
        title: ' Lecture notes on memory ',
        authors: ['Smith, John', 'Ann Lee', 'World Health Organization'],
        year: 2021,
      }),
    ).toEqual({
      type: 'document',
      title: 'Lecture notes on memory',
      author: [
        { family: 'Smith', given: 'John' },
        { family: 'Lee', given: 'Ann' },
        { literal: 'World Health Organization' },
      ],
      issued: { 'date-parts': [[2021]] },
    });
    expect(sourceFromUploadedFile({ fileName: 'Week_3_reading.docx', title: '  ' })).toEqual({
      type: 'document',
      title: 'Week 3 reading',
    });
  });
});

describe('parsePersonName', () => {
  it('reads "Family, Given" and "Given Family", and keeps single names and organisations whole', () => {
    expect(parsePersonName('Kahneman, Daniel')).toEqual({ family: 'Kahneman', given: 'Daniel' });
    expect(parsePersonName('Mary Jane  Watson')).toEqual({ family: 'Watson', given: 'Mary Jane' });
    expect(parsePersonName('Plato')).toEqual({ literal: 'Plato' });
    expect(parsePersonName('Department of Education')).toEqual({ literal: 'Department of Education' });
    expect(parsePersonName('Aristotle,')).toEqual({ family: 'Aristotle' });
    expect(parsePersonName('  ')).toBeNull();
  });
});
