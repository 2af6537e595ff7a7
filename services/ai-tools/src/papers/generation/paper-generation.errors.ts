import { defineErrors } from '@studyhub/platform';

export const PaperGenerationErrors = defineErrors({
  SOURCES_REQUIRED: {
    status: 'CONFLICT',
    message:
      'This paper requires sources: add enough sources from its year range to the library (or turn off “sources required” in its settings) before generating text.',
  },
  SECTION_REQUIRED: { status: 'VALIDATION_FAILED', message: 'Please name the section to write.' },
  CONTEXT_REQUIRED: { status: 'VALIDATION_FAILED', message: 'There is no text to continue yet.' },
  NOTHING_GENERATED: {
    status: 'BAD_GATEWAY',
    message: 'The AI model returned no text. Nothing was charged; please try again.',
  },
});
