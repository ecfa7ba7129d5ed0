import { configKeyRowId, fixTagRowId, fixValueRowId, optionRowId } from "./row-ids"

describe("reference row ids", () => {
  it("write a name in lower case, other characters as one -", () => {
    expect(configKeyRowId("fix.gateway.sessions[].store")).toBe("key-fix-gateway-sessions-store")
    expect(optionRowId("--cancel-open")).toBe("option-cancel-open")
    expect(fixTagRowId(44)).toBe("tag-44")
  })

  it("keep the case of FIX values, which differ by case alone", () => {
    expect(fixValueRowId(35, "F")).toBe("value-35-F")
    expect(fixValueRowId(35, "f")).toBe("value-35-f")
    expect(fixValueRowId(8, "FIX.4.4")).toBe("value-8-FIX-4-4")
  })
})
