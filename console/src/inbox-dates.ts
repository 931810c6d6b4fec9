// The inbox's "Received" filter in the member's own days: "today" starts at their midnight,
// not the server's. The console turns the choice into the instants the server compares.

export const RECEIVED_CHOICES = {
  "": "Any time",
  today: "Today",
  yesterday: "Yesterday",
  week: "Last 7 days",
  range: "Between two dates",
} as const;
export type ReceivedChoice = keyof typeof RECEIVED_CHOICES;

export const isReceivedChoice = (text: string): text is ReceivedChoice =>
  Object.hasOwn(RECEIVED_CHOICES, text);

/** Local midnight `days` after the day of `at` (negative: before). */
function midnight(at: Date, days = 0): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + days);
}

/** Local midnight of a YYYY-MM-DD date input's value, or undefined when it is not one. */
function dayStart(ymd: string): Date | undefined {
  if (ymd.length !== 10) return undefined;
  const [year, month, day] = ymd.split("-").map(Number);
  if (!year || !month || !day) return undefined;
  const at = new Date(year, month - 1, day);
  return at.getMonth() === month - 1 && at.getDate() === day ? at : undefined;
}

/**
 * The instants the server keeps between: received at `from` or later and before `to`.
 * A range takes its first and last days whole; an end left empty is open.
 */
export function receivedRange(
  choice: ReceivedChoice,
  days: { from: string; to: string },
  now: Date,
): { from?: string; to?: string } {
  switch (choice) {
    case "today":
      return { from: midnight(now).toISOString() };
    case "yesterday":
      return { from: midnight(now, -1).toISOString(), to: midnight(now).toISOString() };
    case "week":
      return { from: midnight(now, -6).toISOString() };
    case "range": {
      const first = dayStart(days.from);
      const last = dayStart(days.to);
      return {
        ...(first ? { from: first.toISOString() } : {}),
        ...(last ? { to: midnight(last, 1).toISOString() } : {}),
      };
    }
    default:
      return {};
  }
}
