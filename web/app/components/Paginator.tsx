import styles from "./Paginator.module.css";
import { navigationState, rangeLabel, resizePage, type PageState } from "./pagination";

interface Props {
  label: string;
  /** The page-size select's id: given, not useId(), so a part of a page rendered alone keeps it. */
  sizeSelectId: string;
  length: number;
  state: PageState;
  pageSizeOptions: readonly number[];
  onChange: (state: PageState) => void;
}

/** First, previous, next and last buttons, a page-size choice and the range shown. */
export function Paginator({ label, sizeSelectId, length, state, pageSizeOptions, onChange }: Props) {
  const nav = navigationState(state, length);
  const go = (pageIndex: number) => onChange({ ...state, pageIndex });
  return (
    <nav className={styles.paginator} aria-label={label}>
      <div className={styles.size}>
        <label htmlFor={sizeSelectId}>Items per page</label>
        <select
          id={sizeSelectId}
          value={state.pageSize}
          onChange={(event) => onChange(resizePage(state, Number(event.target.value)))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.range} aria-live="polite">
        {rangeLabel(state, length)}
      </p>
      <div className={styles.buttons}>
        <PageButton
          label="First page"
          disabled={nav.firstDisabled}
          onClick={() => go(0)}
          path="M11 4L7 8l4 4M5 4v8"
        />
        <PageButton
          label="Previous page"
          disabled={nav.previousDisabled}
          onClick={() => go(state.pageIndex - 1)}
          path="M10 4L6 8l4 4"
        />
        <PageButton
          label="Next page"
          disabled={nav.nextDisabled}
          onClick={() => go(state.pageIndex + 1)}
          path="M6 4l4 4-4 4"
        />
        <PageButton
          label="Last page"
          disabled={nav.lastDisabled}
          onClick={() => go(nav.lastIndex)}
          path="M5 4l4 4-4 4M11 4v8"
        />
      </div>
    </nav>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  path,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  path: string;
}) {
  return (
    <button type="button" className={styles.button} aria-label={label} disabled={disabled} onClick={onClick}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path
          d={path}
          stroke="currentColor"
          strokeWidth="1.75"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
