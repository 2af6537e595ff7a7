import { containerKind } from './magic-bytes';
import { checkOfficeArchive, isUnsafeEntryName, officeTypeFromContentTypes } from './office-archive';
import { describeQpdfJson, findActiveContent, hasUndecodableStream } from './pdf-inspection';
import { checkUploadSize, formatMegabytes, uploadLimits } from './upload-limits';

describe('containerKind', () => {
  it('finds the PDF signature anywhere in the first kilobyte', () => {
    expect(containerKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(containerKind(Buffer.concat([Buffer.alloc(1000, 0x20), Buffer.from('%PDF-1.4')]))).toBe('pdf');
  });
  it('ignores a PDF signature beyond the first kilobyte', () => {
    expect(containerKind(Buffer.concat([Buffer.alloc(1024, 0x20), Buffer.from('%PDF-1.4')]))).toBe('other');
  });
  it('recognises a ZIP local file header and nothing else', () => {
    expect(containerKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('zip');
    expect(containerKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBe('other');
    expect(containerKind(Buffer.from('MZ\x90\x00'))).toBe('other');
    expect(containerKind(Buffer.alloc(0))).toBe('other');
  });
});

describe('checkUploadSize', () => {
  const limit = uploadLimits(50).maxUploadBytes;
  it('computes the byte limit from megabytes', () => {
    expect(limit).toBe(50 * 1024 * 1024);
    expect(formatMegabytes(limit)).toBe('50 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
  it('refuses empty files and files over the limit, accepts the limit itself', () => {
    expect(checkUploadSize(0, limit)).toEqual({ ok: false, code: 'empty-file', reason: 'The file is empty.' });
    expect(checkUploadSize(limit + 1, limit)).toMatchObject({ ok: false, code: 'file-too-large' });
    expect(checkUploadSize(limit + 1, limit)?.reason).toContain('at most 50 MB');
    expect(checkUploadSize(limit, limit)).toBeNull();
    expect(checkUploadSize(1, limit)).toBeNull();
  });
});

describe('office archive rules', () => {
  const limits = uploadLimits(50);
  const entry = (fileName: string, compressedSize: number, uncompressedSize: number) => ({
    fileName,
    compressedSize,
    uncompressedSize,
  });
  it('reads the Office type from the main part of [Content_Types].xml', () => {
    const override = (part: string, type: string) =>
      `<Types><Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;
    expect(officeTypeFromContentTypes(override('/word/document.xml', 'wordprocessingml.document'))).toBe('docx');
    expect(officeTypeFromContentTypes(override('/ppt/presentation.xml', 'presentationml.presentation'))).toBe('pptx');
    expect(officeTypeFromContentTypes(override('/xl/workbook.xml', 'spreadsheetml.sheet'))).toBeNull();
    expect(officeTypeFromContentTypes(override('/other/document.xml', 'wordprocessingml.document'))).toBeNull();
  });
  it('flags entry names that escape the archive', () => {
    expect(isUnsafeEntryName('../evil')).toBe(true);
    expect(isUnsafeEntryName('word/../../evil')).toBe(true);
    expect(isUnsafeEntryName('/etc/passwd')).toBe(true);
    expect(isUnsafeEntryName('C:\\evil')).toBe(true);
    expect(isUnsafeEntryName('word/document.xml')).toBe(false);
  });
  it('accepts ordinary archives, including tiny parts that compress very well', () => {
    const directory = { contentTypesXml: null, entries: [entry('a.xml', 10, 5_000), entry('b.png', 90_000, 100_000)] };
    expect(checkOfficeArchive(directory, limits)).toBeNull();
  });
  it('refuses too many entries, huge totals and extreme ratios', () => {
    const many = Array.from({ length: limits.maxArchiveEntries + 1 }, (_, i) => entry(`p${i}`, 1, 1));
    expect(checkOfficeArchive({ contentTypesXml: null, entries: many }, limits)?.code).toBe('archive-too-complex');
    const bomb = [entry('word/document.xml', 60_000, 60 * 1024 * 1024)];
    expect(checkOfficeArchive({ contentTypesXml: null, entries: bomb }, limits)?.code).toBe('archive-too-complex');
    const huge = [entry('a', 400 * 1024 * 1024, 400 * 1024 * 1024), entry('b', 200 * 1024 * 1024, 200 * 1024 * 1024)];
    expect(checkOfficeArchive({ contentTypesXml: null, entries: huge }, limits)?.code).toBe('archive-too-complex');
  });
});

describe('findActiveContent', () => {
  it('finds scripts, launch actions and attachments at any depth', () => {
    expect(findActiveContent({ a: [{ '/OpenAction': { '/S': '/JavaScript', '/JS': 'u:x' } }] })).toBeTruthy();
    expect(findActiveContent({ '/A': { '/S': '/Launch' } })).toBe('/Launch');
    expect(findActiveContent({ '/Names': { '/EmbeddedFiles': {} } })).toBe('/EmbeddedFiles');
    expect(findActiveContent({ '/AcroForm': { '/XFA': [] } })).toBe('/XFA');
  });
  it('passes ordinary objects, including harmless link actions', () => {
    expect(findActiveContent({ '/Type': '/Page', '/A': { '/S': '/URI' }, '/Kids': [1, 'x', null] })).toBeNull();
  });
});

describe('describeQpdfJson', () => {
  it('reads encryption, the page count and the objects', () => {
    const json = JSON.stringify({
      version: 2,
      pages: [{ object: '3 0 R' }, { object: '4 0 R' }],
      encrypt: { encrypted: false },
      qpdf: [{ jsonversion: 2 }, { 'obj:1 0 R': { value: { '/Type': '/Catalog' } } }],
    });
    expect(describeQpdfJson(json)).toEqual({
      encrypted: false,
      pageCount: 2,
      objects: [{ jsonversion: 2 }, { 'obj:1 0 R': { value: { '/Type': '/Catalog' } } }],
    });
    expect(describeQpdfJson(JSON.stringify({ pages: [], encrypt: { encrypted: true }, qpdf: [] }))).toMatchObject({
      encrypted: true,
      pageCount: 0,
    });
  });

  it('answers null for output that is not qpdf JSON', () => {
    expect(describeQpdfJson('not json')).toBeNull();
    expect(describeQpdfJson('[]')).toBeNull();
    expect(describeQpdfJson(JSON.stringify({ pages: 'x', qpdf: [] }))).toBeNull();
    expect(describeQpdfJson(JSON.stringify({ pages: [] }))).toBeNull();
  });
});

describe('hasUndecodableStream', () => {
  it('spots qpdf warning that a stream could not be decompressed, and nothing else', () => {
    expect(
      hasUndecodableStream(
        'WARNING: notes.pdf (offset 294): error decoding stream data for object 4 0: stream inflate: inflate: data: invalid code lengths set',
      ),
    ).toBe(true);
    expect(hasUndecodableStream('WARNING: notes.pdf: file is damaged\nWARNING: xref not found')).toBe(false);
    expect(hasUndecodableStream('')).toBe(false);
  });
});
