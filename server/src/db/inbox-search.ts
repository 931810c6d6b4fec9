// The inbox's search: the text of a message or an application that staff can find it by,
// and the indexes that find it without reading every row. A search matches its text
// anywhere (a part of a name, of an address, of a sentence), in any case, as a plain
// substring: nothing in it is a pattern.
//
// - PostgreSQL: a trigram GIN index (pg_trgm) on `lower(text)` of each table, which
//   serves `lower(text) LIKE '%…%'` for any search of three characters or more.
// - SQLite: an FTS5 table with the trigram tokenizer, kept by triggers, which matches
//   a search of three characters or more as a phrase of its trigrams. It is contentless
//   (it keeps the index, not a copy of the text) and deletes securely; a row maps its
//   integer key to the message's id in `inbox_search_rows`, whose key VACUUM keeps.
//   Shorter searches read the rows themselves, as any index would have to.
//
// Both index the same text, written by `searchedText` below: the migration that made the
// indexes used it, and a query that writes it differently would not be served by them.
// So it never changes; searching other columns takes a new migration and a new version.

import { sql, type RawBuilder } from "kysely";

/** The columns a search reads, in order; a nullable one counts as empty. */
export const SEARCHED_COLUMNS = {
  contact_messages: ["sender", "subject", "body"],
  job_applications: [
    "name",
    "email",
    "phone",
    "linkedin",
    "position",
    "opening_title",
    "location",
    "highest_degree",
    "university",
    "skills",
    "certifications",
    "message",
  ],
} as const;

export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/** SQLite's full-text table, and the table naming each of its rows' message. */
export const INBOX_SEARCH_TABLE = "inbox_search";
export const INBOX_SEARCH_ROWS = "inbox_search_rows";

/** Searches shorter than this (in characters) make no trigram: they read the rows. */
export const TRIGRAM_LENGTH = 3;

/**
 * The searched text of a row as SQL: its columns joined by line breaks (so a search of
 * one line never spans two fields), each qualified by `prefix` (`m.`, `new.`, or none).
 */
export function searchedTextSql(table: SearchedTable, prefix = ""): string {
  return SEARCHED_COLUMNS[table].map((column) => `coalesce(${prefix}${column}, '')`).join(" || '\n' || ");
}

/** The same, lower-cased: what PostgreSQL's index holds and its searches compare. */
export const loweredTextSql = (table: SearchedTable, prefix = "") =>
  `lower(${searchedTextSql(table, prefix)})`;

/** `%text%` for LIKE, with LIKE's own characters taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `text` as one FTS5 phrase: inside its double quotes, a double quote is written twice. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Whether `text` is long enough for the trigram indexes (counted in characters, not UTF-16 units). */
export function usesTrigrams(text: string): boolean {
  // A search is at most INBOX_QUERY_MAX_LENGTH long: counting its code points is cheap.
  return text.length >= TRIGRAM_LENGTH && Array.from(text).length >= TRIGRAM_LENGTH;
}

/** The row's searched text contains `text` (ASCII-case-insensitive on SQLite, lower() on PostgreSQL): any engine, no index needed. */
export function containsText(table: SearchedTable, prefix: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(loweredTextSql(table, prefix))} like ${containsPattern(text)} escape '\\'`;
}
