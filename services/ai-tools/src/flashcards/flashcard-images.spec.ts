import { sniffImageType } from './flashcard-images';

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a....', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name would say', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});
