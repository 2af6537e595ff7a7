/** /universities/{slug}; slugs keep their names' characters (commas, accents), so they are encoded. */
export function universityPath(universitySlug: string): string {
  return `/universities/${encodeURIComponent(universitySlug)}`;
}

/** /universities/{universitySlug}/courses/{courseSlug}. */
export function coursePath(universitySlug: string, courseSlug: string): string {
  return `${universityPath(universitySlug)}/courses/${encodeURIComponent(courseSlug)}`;
}
