import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { exactMatch, matchSuggestions, type SearchSuggestion } from "../content/search-index";
import styles from "./SiteSearch.module.css";

/**
 * The navbar's site search: an editable combobox with a list of suggestions (WAI-ARIA
 * combobox pattern). Suggestions show while the query is non-empty and some label contains
 * it; choosing one sets the query to its label and navigates; submitting navigates only on
 * an exact label. The list hides on a click outside, on a choice and after a submit.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const rootRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = matchSuggestions(query);
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  function go(suggestion: SearchSuggestion) {
    setQuery(suggestion.label);
    setOpen(false);
    setActive(-1);
    setStatus("");
    // Spec: navigation failures are only logged.
    Promise.resolve(navigate(suggestion.route)).catch((error: unknown) => console.error("Navigation failed", error));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : exactMatch(query);
    setOpen(false);
    if (chosen) go(chosen);
    else if (query.trim() !== "") setStatus(`No page is called “${query.trim()}”. Choose one of the suggestions.`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query !== "") {
        event.preventDefault();
        event.stopPropagation();
        setQuery("");
      }
    }
  }

  return (
    <form ref={rootRef} role="search" className={styles.search} onSubmit={onSubmit} aria-label="Site">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search this site
      </label>
      <input
        id={`${id}-input`}
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          setStatus("");
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
          <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox pattern: focus stays in the input, which takes the keys and points at the active option (aria-activedescendant)
          <div
            key={suggestion.route}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the input: a mousedown on an option would otherwise blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
          >
            {suggestion.label}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"}` : status}
      </p>
    </form>
  );
}
