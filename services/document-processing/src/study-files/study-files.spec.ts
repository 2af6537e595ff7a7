import { studyFilesPrefixOf, studyFileStorageKeys } from './study-file-keys';
import { studyFileOf, type StudyFileRecord } from './study-file-record';

const owner = '0b7c6a53-8d3e-4a8f-9c41-2f6e1d0a9b11';
const file = '5e2f1c90-7a4b-4d6e-8f12-3c4b5a6d7e8f';

describe('study file storage keys', () => {
  it('puts every copy of a file under its owner’s prefix, named by the file', () => {
    expect(studyFileStorageKeys(owner, file, 'docx')).toEqual({
      original: `study-files/${owner}/${file}/original.docx`,
      converted: `study-files/${owner}/${file}/document.pdf`,
    });
    const keys = studyFileStorageKeys(owner, file, 'pdf');
    expect(keys.original.startsWith(studyFilesPrefixOf(owner))).toBe(true);
    expect(keys.converted.startsWith(studyFilesPrefixOf(owner))).toBe(true);
  });

  it('never lets one owner’s prefix cover another’s', () => {
    expect(studyFilesPrefixOf(owner)).toBe(`study-files/${owner}/`);
    expect(`study-files/${owner}x/a`.startsWith(studyFilesPrefixOf(owner))).toBe(false);
  });
});

describe('a study file as the API answers it', () => {
  it('says only what the student needs: no owner, hash or storage keys', () => {
    const record: StudyFileRecord = {
      id: file,
      ownerId: owner,
      fileName: 'Week 1.pdf',
      fileType: 'pdf',
      sizeBytes: 12_345,
      sha256: 'a'.repeat(64),
      status: 'FAILED',
      reason: 'The file is empty.',
      pageCount: null,
      originalKey: `study-files/${owner}/${file}/original.pdf`,
      convertedKey: null,
      createdAt: new Date('2026-11-26T20:00:00Z'),
    };
    expect(studyFileOf(record)).toEqual({
      id: file,
      fileName: 'Week 1.pdf',
      fileSize: 12_345,
      fileType: 'pdf',
      status: 'FAILED',
      reason: 'The file is empty.',
      pageCount: null,
      createdAt: '2026-11-26T20:00:00.000Z',
    });
  });
});
