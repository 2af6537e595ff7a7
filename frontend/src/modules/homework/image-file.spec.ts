import { HOMEWORK_IMAGE_MAX_BYTES } from '@studyhub/contracts';
import { IMAGE_EMPTY_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s up to 4 MB', (type) => {
    expect(imageFileProblem({ type, size: 1 })).toBeNull();
    expect(imageFileProblem({ type, size: HOMEWORK_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses a file over 4 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: HOMEWORK_IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'image/heic', ''])('refuses the type %p', (type) => {
    expect(imageFileProblem({ type, size: 100 })).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe(IMAGE_EMPTY_MESSAGE);
  });
});
