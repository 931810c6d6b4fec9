// How the staff commands print: tables in aligned columns (the last one left ragged, so a
// long error or subject does not widen the others), and times short but still UTC.

/** `2024-05-01T09:30:00.000Z` -> `2024-05-01 09:30:00Z`: shorter, still UTC and sortable. */
export const shortTime = (iso: string) => iso.replace("T", " ").replace(/\.\d{3}Z$/, "Z");

/** Rows (the first is the header) as aligned columns; `rightAligned` holds column numbers. */
export function formatTable(
  rows: readonly string[][],
  rightAligned: ReadonlySet<number> = new Set(),
): string {
  const columns = rows[0]!.length;
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => row[column]!.length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          if (column === columns - 1) return cell;
          return rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
        })
        .join("  "),
    )
    .join("\n");
}
