import { javaEnumConstantDocs } from "./enum-docs"

const source = `package io.tachyon.api;

/** The state of an order. */
public enum OrderStatus {
    /** Accepted; not yet
     * acknowledged. */
    PENDING_NEW,

    NEW,

    /** Cancelled; {@code leavesQty} is 0, see {@link Order}. */
    CANCELED
}`

describe("Java enum constants with their Javadoc", () => {
  test("each documented constant with its comment as one line of Markdown", () => {
    expect(javaEnumConstantDocs(source, "OrderStatus")).toEqual([
      { name: "PENDING_NEW", meaning: "Accepted; not yet acknowledged." },
      { name: "CANCELED", meaning: "Cancelled; `leavesQty` is 0, see `Order`." },
    ])
  })

  test("null for a source without the enum", () => {
    expect(javaEnumConstantDocs(source, "Side")).toBeNull()
  })
})
