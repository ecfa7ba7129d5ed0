import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { providedContext } from "./provided-context"

const [CountContext, useCount] = providedContext<number>("CountProvider", "the test")
const Show = () => React.createElement("span", null, useCount())

describe("a provided context", () => {
  it("gives its provider's value", () => {
    const html = renderToStaticMarkup(
      React.createElement(CountContext.Provider, { value: 7 }, React.createElement(Show)),
    )
    expect(html).toBe("<span>7</span>")
  })
  it("throws outside its provider, naming the provider and where it is put", () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => renderToStaticMarkup(React.createElement(Show))).toThrow(
      "CountProvider is not above this component: it must be (the test).",
    )
    quiet.mockRestore()
  })
})
