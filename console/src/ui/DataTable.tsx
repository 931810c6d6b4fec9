// The console's tables: a caption, a header row, one row per item, in a frame that scrolls
// sideways on a phone (TableRegion), or, `stacked`, whose rows become blocks of labelled
// cells on a phone (each cell after its column's name), so nothing scrolls. The screens
// say what each column shows; the markup screen readers navigate by (scope, the row's own
// header cell) is written once, here.

import type { ReactNode } from "react";
import { TableRegion } from "./TableRegion";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a `th scope="row"`), with an id others may refer to. */
  rowHeader?: { id?: (row: Row) => string };
  /** A column of long text, given the room of `.cell-wide`, and any other class. */
  className?: string;
}

export interface DataTableProps<Row> {
  /** The scrolling region's name. */
  label: string;
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** On a phone, each row a block of its cells, each labelled by its column (`.table-stacked`). */
  stacked?: boolean;
}

export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  stacked = false,
}: DataTableProps<Row>) {
  // The phone's label of each cell, drawn by the stylesheet (the header row is hidden there).
  const labelOf = (column: Column<Row>) => (stacked ? { "data-label": column.header } : {});
  return (
    <TableRegion label={label}>
      <table className={stacked ? "table table-stacked" : "table"}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    id={column.rowHeader.id?.(row)}
                    className={column.className}
                    {...labelOf(column)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className} {...labelOf(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
