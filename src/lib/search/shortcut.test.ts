import { SEARCH_INPUT_SELECTOR, searchShortcutScript } from "./shortcut"

/** Runs the script against a document that has (or lacks) the search box; returns the key handler. */
function install(hasBox: boolean) {
  const box = {
    focused: false,
    selected: false,
    focus: () => (box.focused = true),
    select: () => (box.selected = true),
  }
  let handler: (event: unknown) => void = () => {}
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void) => type === "keydown" && (handler = listener),
    querySelector: (selector: string) => (hasBox && selector === SEARCH_INPUT_SELECTOR ? box : null),
  }
  new Function("document", searchShortcutScript())(document)
  const press = (init: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) => {
    const event = { ctrlKey: false, metaKey: false, altKey: false, ...init, prevented: false, preventDefault() {} }
    event.preventDefault = () => (event.prevented = true)
    handler(event)
    return event.prevented
  }
  return { box, press }
}

describe("the search shortcut before hydration", () => {
  it("focuses and selects the server-rendered box on Ctrl+K and Cmd+K", () => {
    const { box, press } = install(true)
    expect(press({ key: "k", ctrlKey: true })).toBe(true)
    expect(box).toMatchObject({ focused: true, selected: true })
    expect(install(true).press({ key: "K", metaKey: true })).toBe(true)
  })

  it("leaves other keys, and a page without the box, to the browser", () => {
    const { box, press } = install(true)
    expect(press({ key: "k" })).toBe(false)
    expect(press({ key: "j", ctrlKey: true })).toBe(false)
    expect(press({ key: "k", ctrlKey: true, altKey: true })).toBe(false)
    expect(box.focused).toBe(false)
    expect(install(false).press({ key: "k", ctrlKey: true })).toBe(false)
  })
})
