import { defineErrors } from '@studyhub/platform';

export const CitationErrors = defineErrors({
  INVALID_DOI: {
    status: 'VALIDATION_FAILED',
    message: 'Please enter a DOI like 10.1000/xyz123 or a https://doi.org/ link.',
  },
  INVALID_SOURCE_URL: {
    status: 'VALIDATION_FAILED',
    message: 'Please enter a web address starting with http:// or https://.',
  },
  SOURCE_NOT_IN_LIBRARY: {
    status: 'NOT_FOUND',
    message: 'This source is not in the paper’s library.',
  },
});
