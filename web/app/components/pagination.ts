// The paginator's state rules (spec section 4): page index from 0, the visible slice,
// which buttons are disabled, and a page-size change that keeps the first visible item.

export interface PageState {
  pageIndex: number;
  pageSize: number;
}

export function pageCount(length: number, pageSize: number): number {
  return Math.max(1, Math.ceil(length / pageSize));
}

export function clampPage(state: PageState, length: number): PageState {
  const last = pageCount(length, state.pageSize) - 1;
  return { ...state, pageIndex: Math.min(Math.max(0, state.pageIndex), last) };
}

export function pageSlice<T>(items: readonly T[], { pageIndex, pageSize }: PageState): T[] {
  const start = pageIndex * pageSize;
  return items.slice(start, start + pageSize);
}

/** A new page size recomputes the index so that the first item shown stays in view. */
export function resizePage(state: PageState, pageSize: number): PageState {
  const firstItem = state.pageIndex * state.pageSize;
  return { pageIndex: Math.floor(firstItem / pageSize), pageSize };
}

export function navigationState(state: PageState, length: number) {
  const last = pageCount(length, state.pageSize) - 1;
  return {
    firstDisabled: state.pageIndex <= 0,
    previousDisabled: state.pageIndex <= 0,
    nextDisabled: state.pageIndex >= last,
    lastDisabled: state.pageIndex >= last,
    lastIndex: last,
  };
}

/** "1 – 4 of 6", as range labels of paginators read. */
export function rangeLabel({ pageIndex, pageSize }: PageState, length: number): string {
  if (length === 0) return "0 of 0";
  const start = pageIndex * pageSize;
  const end = Math.min(start + pageSize, length);
  return `${start + 1} – ${end} of ${length}`;
}
