import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, type Column } from "./DataTable";

interface Row {
  id: number;
  name: string;
  note: string;
}

const COLUMNS: Column<Row>[] = [
  { header: "Name", cell: (row) => row.name, rowHeader: { id: (row) => `row-${row.id}` } },
  { header: "Note", cell: (row) => row.note, className: "cell-wide" },
];

afterEach(cleanup);

describe("DataTable", () => {
  it("names its scrolling region and its table, heads columns and rows, and keeps the classes asked for", () => {
    render(
      <DataTable
        label="People"
        caption="People we know"
        columns={COLUMNS}
        rows={[
          { id: 1, name: "Asha", note: "first" },
          { id: 2, name: "Ravi", note: "second" },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const region = screen.getByRole("region", { name: "People" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table", { name: "People we know" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Note"]);
    const rowHeaders = within(table).getAllByRole("rowheader");
    expect(rowHeaders.map((cell) => [cell.textContent, cell.id])).toEqual([
      ["Asha", "row-1"],
      ["Ravi", "row-2"],
    ]);
    const notes = within(table).getAllByRole("cell");
    expect(notes.map((cell) => [cell.textContent, cell.className])).toEqual([
      ["first", "cell-wide"],
      ["second", "cell-wide"],
    ]);
  });

  it("stacked, labels each cell with its column's name for the phone's layout", () => {
    render(
      <DataTable
        label="People"
        caption="People we know"
        columns={COLUMNS}
        rows={[{ id: 1, name: "Asha", note: "first" }]}
        rowKey={(row) => row.id}
        stacked
      />,
    );
    const table = screen.getByRole("table", { name: "People we know" });
    expect(table.className).toBe("table table-stacked");
    expect(within(table).getByRole("rowheader").dataset.label).toBe("Name");
    const [note] = within(table).getAllByRole("cell");
    expect([note!.textContent, note!.dataset.label]).toEqual(["first", "Note"]);
  });

  it("unstacked, keeps its cells unlabelled", () => {
    render(
      <DataTable
        label="People"
        caption="People"
        columns={COLUMNS}
        rows={[{ id: 1, name: "A", note: "n" }]}
        rowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole("table").className).toBe("table");
    expect(screen.getByRole("cell").hasAttribute("data-label")).toBe(false);
  });
});
