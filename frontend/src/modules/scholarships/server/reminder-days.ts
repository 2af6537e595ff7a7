/** How many days before a deadline students are reminded: the content service's variable and default. */
export function scholarshipReminderDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.SCHOLARSHIP_REMINDER_DAYS ?? 7);
  return Number.isInteger(days) && days >= 1 && days <= 90 ? days : 7;
}
