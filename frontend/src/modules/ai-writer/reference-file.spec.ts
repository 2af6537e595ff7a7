import { referenceFileProblem } from './reference-file';

describe('referenceFileProblem', () => {
  it('accepts PDF, Word and text files up to 25 MB, by media type or by extension when the type is unknown', () => {
    expect(referenceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(referenceFileProblem({ name: 'notes.docx', type: '', size: 1000 })).toBeNull();
    expect(referenceFileProblem({ name: 'notes.txt', type: 'text/plain', size: 25 * 1024 * 1024 })).toBeNull();
  });

  it('names a file of another kind or one that is too large', () => {
    expect(referenceFileProblem({ name: 'photo.png', type: 'image/png', size: 10 })).toBe(
      'photo.png is not a PDF, Word (.docx) or text file.',
    );
    expect(referenceFileProblem({ name: 'old.doc', type: '', size: 10 })).toBe(
      'old.doc is not a PDF, Word (.docx) or text file.',
    );
    expect(referenceFileProblem({ name: 'big.pdf', type: 'application/pdf', size: 25 * 1024 * 1024 + 1 })).toBe(
      'big.pdf is larger than 25 MB.',
    );
  });
});
