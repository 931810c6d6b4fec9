// What the privacy notice promises and the server keeps (`@site/contracts/privacy`, no
// zod): how long visitors' messages and applications are kept. The notice prints these
// numbers; the server's daily purge deletes by them. One source for both.

export const RETENTION = {
  /** Contact messages, from when they were received. */
  contactMessagesMonths: 24,
  /** Job applications, from when they were received. */
  applicationsMonths: 12,
} as const;
