import React, { useEffect, useId, useRef, useState } from "react"
import { clsx } from "clsx"
import { navigate } from "gatsby"
import { MAX_SEARCH_RESULTS, resultHref, type SearchResult } from "../../lib/search/results"
import { needsLoad, useSearchIndex } from "../../hooks/use-search-index"
import { useSearch } from "../../hooks/use-search"
import { SearchSuggestions } from "./SearchSuggestions"
import { PREFERRED_VERSION_KEY, searchVersionFor } from "../../lib/docs-version"
import { localStore } from "../../state/storage"
import { prefetchAllowed } from "../../state/connection"
import * as styles from "./SearchBar.module.css"

/**
 * The navbar search box: an ARIA 1.2 combobox with a listbox of up to 8 suggestions. Opens on
 * focus and on Ctrl+K / Cmd+K; the first suggestion is active as soon as suggestions appear, so
 * Enter opens it; arrows move, Escape closes the suggestions. Below 996 px the open box covers the
 * navbar and has a Cancel that closes it, clears the query and gives focus back to where it was.
 * The index loads on focus (on the first keystroke where prefetching is not allowed: 2g, data saving).
 */
export function SearchBar() {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // The index of the reader's preferred docs version, read safely (storage may be refused).
  const [version] = useState(() => searchVersionFor(localStore.getItem(PREFERRED_VERSION_KEY)))
  const { state, load } = useSearchIndex(version)
  const { outcome, retry } = useSearch(state, query, MAX_SEARCH_RESULTS)
  const results = outcome.results
  const input = useRef<HTMLInputElement>(null)
  const box = useRef<HTMLDivElement>(null)
  // What had focus before the box took it, for Cancel to give it back.
  const focusBefore = useRef<HTMLElement | null>(null)
  const listId = useId()
  const optionId = (n: number) => `${listId}-option-${n}`

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
  // Text typed into the server-rendered box before hydration (Ctrl+K works before it: the inline
  // script of src/lib/search/shortcut.ts) is the query once the box comes alive.
  useEffect(() => {
    const box = input.current
    if (!box || document.activeElement !== box) return
    setOpen(true)
    if (box.value) setQuery(box.value)
    if (box.value || prefetchAllowed()) load()
    // Once, at hydration: later keystrokes reach onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // New suggestions: the first is active.
  useEffect(() => setActive(0), [outcome])
  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: "nearest" })
  }, [listId, active, outcome])

  const loadIfNeeded = (speculative: boolean) => {
    if (needsLoad(state) && (!speculative || prefetchAllowed())) load()
  }
  const close = () => setOpen(false)
  // After a jump the box is empty again, ready for the next search (the results page keeps the query).
  const leave = (href: string) => {
    close()
    setQuery("")
    input.current?.blur()
    navigate(href)
  }
  const pick = (result: SearchResult) => leave(resultHref(result))
  // A phone's Cancel (the open box covers the navbar): the search as if never opened.
  const cancel = () => {
    close()
    setQuery("")
    const before = focusBefore.current
    if (before?.isConnected && before !== document.body) before.focus()
    // Nothing had focus: leave the box (from the field or, by keyboard, from Cancel itself).
    else if (document.activeElement instanceof HTMLElement && box.current?.contains(document.activeElement))
      document.activeElement.blur()
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      setOpen(true)
      const n = results.length
      if (!n) return
      setActive((i) => (event.key === "ArrowDown" ? (i + 1) % n : (i - 1 + n) % n))
    } else if (event.key === "Enter") {
      event.preventDefault()
      if (results[active] && outcome.query === query) pick(results[active])
      else if (query.trim()) leave(`/search/?q=${encodeURIComponent(query)}`)
    } else if (event.key === "Escape") close()
  }
  const expanded = open && query.trim() !== ""
  return (
    <div
      className={clsx(styles.searchBox, query && styles.hasText)}
      ref={box}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node)) close()
      }}
    >
      <svg
        className={styles.searchIcon}
        width="16"
        height="16"
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
      >
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
        aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        className={styles.searchInput}
        value={query}
        onFocus={(event) => {
          const from = event.relatedTarget as HTMLElement | null
          if (!box.current?.contains(from)) focusBefore.current = from
          setOpen(true)
          loadIfNeeded(true)
        }}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          if (state.status === "idle") loadIfNeeded(false)
        }}
        onKeyDown={onKeyDown}
      />
      {/* Both hints are rendered; CSS shows the platform's (html[data-platform], src/lib/platform.ts).
          Once the box has text the hint goes: the query needs the room. */}
      {!query && (
        <kbd className={styles.searchShortcut} aria-hidden="true">
          <span className={styles.searchShortcutCtrl}>Ctrl</span>
          <span className={styles.searchShortcutCmd}>⌘</span> K
        </kbd>
      )}
      {/* Shown by CSS only where the open box covers the navbar (below 996 px). Pressing it must
          not move focus first: the box would close under the pointer before the click lands. */}
      <button
        type="button"
        className={styles.searchCancel}
        onMouseDown={(event) => event.preventDefault()}
        onClick={cancel}
      >
        Cancel
      </button>
      <SearchSuggestions
        listId={listId}
        optionId={optionId}
        hidden={!expanded}
        query={query}
        state={state}
        outcome={outcome}
        active={active}
        onLoad={load}
        onRetrySearch={retry}
        onActivate={setActive}
        onPick={pick}
        onSeeAll={close}
      />
    </div>
  )
}
