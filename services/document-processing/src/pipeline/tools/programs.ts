/** The Debian command-line tools the pipeline runs as separate programs (licences allow this). */
export const PROGRAMS = {
  qpdf: '/usr/bin/qpdf',
  pdftotext: '/usr/bin/pdftotext',
  pdftoppm: '/usr/bin/pdftoppm',
} as const;

/** qpdf's exit code for "done, with warnings" (a PDF it repaired while reading). */
export const QPDF_WARNINGS_EXIT = 3;
