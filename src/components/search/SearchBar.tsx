import React, { useEffect, useId, useMemo, useRef, useState } from "react"
import { Link, navigate } from "gatsby"
import type { SearchResult } from "../../lib/search/query"
import { useSearchIndex } from "../../hooks/use-search-index"
import { resultHref, SearchResultView } from "./SearchResultView"
import { SearchIndexStatus } from "./SearchIndexStatus"
import { PREFERRED_VERSION_KEY, searchVersionFor } from "../../lib/docs-version"
import { readStorage } from "../../state/storage"

/**
 * The navbar search box: an ARIA 1.2 combobox with a listbox of up to 8 suggestions. Opens on
 * focus and on Ctrl+K / Cmd+K; arrows move, Enter opens, Escape closes. The index loads on first focus.
 */
export function SearchBar() {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // The index of the reader's preferred docs version, read safely (storage may be refused).
  const [version] = useState(() => searchVersionFor(readStorage(PREFERRED_VERSION_KEY)))
  const { state, load } = useSearchIndex(version)
  const input = useRef<HTMLInputElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const listId = useId()
  const results: SearchResult[] = useMemo(
    () => (state.status === "done" ? state.search(state.index, query) : []),
    [state, query],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        input.current?.focus()
        input.current?.select()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])
  useEffect(() => setActive(-1), [query])

  const openBox = () => {
    setOpen(true)
    if (state.status === "idle" || state.status === "error") load()
  }
  const pick = (result: SearchResult) => {
    setOpen(false)
    input.current?.blur()
    navigate(resultHref(result))
  }
  const seeAll = `/search/?q=${encodeURIComponent(query)}`
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      setOpen(true)
      if (!results.length) return
      const delta = event.key === "ArrowDown" ? 1 : -1
      const n = results.length
      setActive((i) => (delta > 0 ? (i + 1 >= n ? 0 : i + 1) : i - 1 < 0 ? n - 1 : i - 1))
    } else if (event.key === "Enter") {
      event.preventDefault()
      if (active >= 0 && results[active]) pick(results[active])
      else if (query.trim()) {
        setOpen(false)
        navigate(seeAll)
      }
    } else if (event.key === "Escape") {
      setOpen(false)
      setActive(-1)
    }
  }
  const expanded = open && query.trim() !== ""
  const optionId = (i: number) => `${listId}-option-${i}`
  return (
    <div
      className="search-box"
      ref={box}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <svg className="search-icon" width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        className="search-input"
        value={query}
        onFocus={openBox}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      {/* Both hints are rendered; CSS shows the platform's (html[data-platform], src/lib/platform.ts). */}
      <kbd className="search-shortcut" aria-hidden="true">
        <span className="search-shortcut-ctrl">Ctrl</span>
        <span className="search-shortcut-cmd">⌘</span> K
      </kbd>
      <div className="search-panel" hidden={!expanded}>
        <SearchIndexStatus state={state} onRetry={load} />
        {state.status === "done" && results.length === 0 && <p className="search-status">No results</p>}
        <ul className="search-results" role="listbox" id={listId} aria-label="Search suggestions">
          {results.map((result, i) => (
            <li
              key={`${result.document.u}#${result.document.h}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              data-href={resultHref(result)}
              className={`search-option${i === active ? " is-active" : ""}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => pick(result)}
            >
              <SearchResultView result={result} />
            </li>
          ))}
        </ul>
        {state.status === "done" && (
          <Link className="search-see-all" to={seeAll} onClick={() => setOpen(false)}>
            See all results
          </Link>
        )}
      </div>
    </div>
  )
}
