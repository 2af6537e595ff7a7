/** Who loses what when a scholarship goes: its saves and their deadline reminders (deleted with it). */
export function savedByText(savedCount: number): string {
  if (savedCount === 0) return 'No student has saved it.';
  const students = savedCount === 1 ? '1 student' : `${savedCount.toLocaleString('en-US')} students`;
  return `${students} saved it: they lose it from their saved list and get no deadline reminder.`;
}
