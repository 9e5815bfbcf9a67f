// A day picked in an <input type="date"> ("2026-12-31") as the moment a grant or gift ends.

/** The end of the picked day (23:59:59 on the admin's clock, Warsaw for Kreda's admins); null if empty or bad. */
export function endOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** Today as a date input's value, its earliest choice. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
