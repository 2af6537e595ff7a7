import { imageFileProblem } from './image-file';

describe('choosing a logo or cover', () => {
  it('takes a JPEG, PNG, WebP or GIF up to 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files before sending them', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Please choose an image file (JPEG, PNG, WebP or GIF).',
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('The image must be at most 2 MB.');
  });
});
