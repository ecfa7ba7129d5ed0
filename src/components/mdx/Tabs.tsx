import React, { useEffect, useId, useRef, useState } from "react"
import { chooseTab, tabQueryKey, tabStorageKey } from "../../lib/tabs"
import { localStore } from "../../state/storage"
import { useTabChoices } from "../../state/tabs"
import * as styles from "./Tabs.module.css"

interface TabItemProps {
  value: string
  label?: string
  children: React.ReactNode
}

interface TabsProps {
  children: React.ReactNode
  /** Tabs with one groupId switch together and remember the reader's choice (src/lib/tabs.ts). */
  groupId?: string
  /** Also read and write the choice in the address: `?<groupId>=value`, or `?<name>=value`. */
  queryString?: boolean | string
  /** The tab shown when nothing was chosen (the first by default). */
  defaultValue?: string
}

/** One panel of <Tabs>; rendered by Tabs, which reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/** Writes the choice into the address without a navigation (Gatsby's history state is kept). */
function writeQuery(key: string, value: string): void {
  const url = new URL(window.location.href)
  url.searchParams.set(key, value)
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash)
}

/**
 * Tabs for MDX (`<Tabs groupId="os"><TabItem value="linux" label="Linux">…</TabItem></Tabs>`).
 * Every panel is in the server-rendered HTML (search engines and the link checker see them); the
 * WAI-ARIA tabs pattern with arrow keys moves between tabs. The server renders the default tab; the
 * reader's choice of a group is applied after mount, and before the first paint by an inline script
 * (tabsRestoreScript, gatsby-ssr) that marks the same attributes: those differ from the server's on
 * purpose until then, hence suppressHydrationWarning.
 */
export function Tabs({ children, groupId, queryString, defaultValue }: TabsProps) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> =>
      React.isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  )
  const values = items.map((item) => item.props.value)
  const queryKey = tabQueryKey(groupId, queryString)
  const { choices, choose, restore } = useTabChoices()
  const [own, setOwn] = useState(() => chooseTab(values, [], defaultValue))
  const selectedValue = groupId ? chooseTab(values, [choices[groupId], own]) : own
  const selected = Math.max(0, values.indexOf(selectedValue ?? ""))
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const valuesKey = values.join("\n")
  useEffect(() => {
    if (!groupId) return
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null
    const known = (value: string | null | undefined) => value != null && values.includes(value)
    // The address wins; then what the reader chose earlier in this visit; then storage.
    if (known(fromQuery)) restore(groupId, fromQuery as string)
    else if (!known(choices[groupId])) {
      const stored = localStore.getItem(tabStorageKey(groupId))
      if (known(stored)) restore(groupId, stored as string)
    }
    // Runs once per group and set of tabs, after mount: later choices come from select().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, queryKey, valuesKey])

  const select = (index: number) => {
    const value = values[index]
    setOwn(value)
    if (groupId) choose(groupId, value)
    if (queryKey) writeQuery(queryKey, value)
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = (selected + delta + items.length) % items.length
    select(next)
    tabRefs.current[next]?.focus()
  }
  return (
    <div className={styles.tabs} data-tabs-group={groupId} data-tabs-query={queryKey ?? undefined}>
      <div className={styles.tabsList} role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.props.value}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            data-value={item.props.value}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={i === selected ? `${styles.tabsTab} ${styles.isSelected}` : styles.tabsTab}
            onClick={() => select(i)}
            suppressHydrationWarning
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={i !== selected}
          className={styles.tabsPanel}
          suppressHydrationWarning
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
