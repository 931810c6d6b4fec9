import { SITE_SEARCH } from "../enhance/markers";
import { pathTo } from "../route-paths";
import { SEARCH_QUERY } from "../search/search-url";
import styles from "./SiteSearch.module.css";

/** One search box per page, in the utility bar: fixed ids, which app/enhance/site-search.ts reads. */
const INPUT_ID = "site-search-input";
const LIST_ID = "site-search-list";
const EMPTY = { __html: "" };

/**
 * The navbar's site search: a plain GET of the results page (/search?q=…), which
 * app/enhance/site-search.ts makes an editable combobox with the spec's suggestions
 * (WAI-ARIA combobox pattern). The listbox is empty and hidden until the script fills it.
 */
export function SiteSearch() {
  return (
    <form
      role="search"
      action={pathTo("search")}
      method="get"
      className={styles.search}
      aria-label="Site"
      {...{ [SITE_SEARCH]: "" }}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search this site
      </label>
      <input
        id={INPUT_ID}
        name={SEARCH_QUERY}
        // Text, not type=search: HTML allows role=combobox on a text input only (the
        // WAI-ARIA combobox pattern). The form's role=search and these hints keep what
        // type=search gave: a search key on phone keyboards.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder="Search this site"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={LIST_ID}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
          <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      {/* The script fills these two, maybe before React hydrates a page: their content is
          the script's (dangerouslySetInnerHTML), so hydration neither compares nor replaces
          it, which would throw away the page's markup and the script's listeners with it. */}
      <div
        id={LIST_ID}
        role="listbox"
        aria-label="Suggestions"
        className={styles.list}
        data-option-class={styles.option}
        hidden
        dangerouslySetInnerHTML={EMPTY}
      />
      <p className="visually-hidden" role="status" aria-live="polite" dangerouslySetInnerHTML={EMPTY} />
    </form>
  );
}
