import React, { useId, useRef, useState } from "react"

interface TabItemProps {
  value: string
  label?: string
  children: React.ReactNode
}

/** One panel of <Tabs>; rendered by Tabs, which reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

/**
 * Tabs for MDX (`<Tabs><TabItem value="java" label="Java">…</TabItem></Tabs>`). Every panel is
 * in the server-rendered HTML (search engines and the link checker see them); the WAI-ARIA tabs
 * pattern with arrow keys moves between tabs.
 */
export function Tabs({ children }: { children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> =>
      React.isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  )
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: React.KeyboardEvent) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = (selected + delta + items.length) % items.length
    setSelected(next)
    tabRefs.current[next]?.focus()
  }
  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.props.value}
            ref={(el) => {
              tabRefs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={`tabs-tab${i === selected ? " is-selected" : ""}`}
            onClick={() => setSelected(i)}
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
          className="tabs-panel"
        >
          {item.props.children}
        </div>
      ))}
    </div>
  )
}
