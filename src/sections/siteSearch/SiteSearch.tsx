import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { Link } from "gatsby";
import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { actionClassName } from "../../components/ActionButton";
import { fill, useSiteContent } from "../../content/SiteContentContext";
import { SEARCH_INDEX_PATH, searchPages, type SearchEntry } from "../../lib/search";

/** Most characters of the query the empty state repeats; a longer one is cut with "…". */
const ECHO_LIMIT = 80;

/** The query as the empty state repeats it: trimmed, cut to {@link ECHO_LIMIT} characters. */
function echo(query: string): string {
  const text = query.trim();
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT).trimEnd()}…` : text;
}

/**
 * Search over the site's own pages (on the resources hub). Results appear as the visitor types,
 * from `/search-index.json` fetched on first use; ArrowDown moves into the results; an empty state
 * names the query (cut to {@link ECHO_LIMIT} characters; any text wraps, so no query widens
 * the page). Without JavaScript the form submits to a web search limited to the site's host.
 * Text typed before the section is interactive (its code loads after the page is shown) is not
 * lost: on mount the component reads what the field already holds and searches for it, as if it
 * had been typed then.
 */
export function SiteSearch({ section, index }: SectionProps<"siteSearch">): JSX.Element {
  const { site } = useSiteContent();
  const [query, setQuery] = useState("");
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const loading = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Fetches the search index once (again after a failure); `loading` stays set once it came. */
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    fetch(SEARCH_INDEX_PATH)
      .then((r) =>
        r.ok ? (r.json() as Promise<SearchEntry[]>) : Promise.reject(new Error(String(r.status))),
      )
      .then(setEntries)
      .catch(() => {
        loading.current = false;
      });
  }, []);
  useEffect(() => {
    // The server-rendered field may already hold text typed before hydration: React keeps the
    // field's text but its state starts empty, so adopt the text and fetch the index for it.
    const early = input.current?.value ?? "";
    if (early) {
      setQuery(early);
      load();
    } else if (input.current === document.activeElement) load();
  }, [load]);
  const results = entries && query.trim() ? searchPages(entries, query) : [];
  const showResults = entries !== null && query.trim().length >= 2;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    list.current?.querySelector("a")?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      list.current?.querySelector("a")?.focus();
    }
  };
  const onResultKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const links = Array.from(list.current?.querySelectorAll("a") ?? []);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "ArrowDown" && i < links.length - 1) {
      e.preventDefault();
      links[i + 1].focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (i > 0) links[i - 1].focus();
      else document.getElementById("site-search-input")?.focus();
    }
  };
  return (
    <SectionShell section={section} index={index}>
      <form
        role="search"
        action="https://duckduckgo.com/"
        method="get"
        onSubmit={onSubmit}
        className="site-search"
      >
        <input type="hidden" name="sites" value={new URL(site.siteUrl).host} />
        <label htmlFor="site-search-input" className="site-search__label">
          {section.label}
        </label>
        <div className="site-search__row">
          <input
            id="site-search-input"
            ref={input}
            type="search"
            name="q"
            autoComplete="off"
            placeholder={section.placeholder}
            value={query}
            onFocus={load}
            onChange={(e) => {
              setQuery(e.target.value);
              if (e.target.value) load();
            }}
            onKeyDown={onKeyDown}
            aria-controls="site-search-results"
            className="site-search__input"
          />
          <button type="submit" className={actionClassName("primary")}>
            {section.buttonLabel}
          </button>
        </div>
      </form>
      <div id="site-search-results" className="site-search__results">
        <p role="status" aria-live="polite" className="site-search__status">
          {showResults
            ? results.length
              ? fill(section.resultsText, { count: results.length })
              : fill(section.emptyText, { query: echo(query) })
            : ""}
        </p>
        {showResults && results.length > 0 && (
          <ul ref={list} className="site-search__list">
            {results.map((r) => (
              <li key={r.path}>
                <Link to={r.path} onKeyDown={onResultKeyDown} className="site-search__link">
                  <span className="site-search__title">{r.title}</span>
                  <span className="site-search__description">{r.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionShell>
  );
}
