import { jsonValues, pointerLine } from "./json-values"

describe("jsonValues", () => {
  it("reads one value, or several one after the other, with the line each starts on", () => {
    const text = '{"op": "ping", "id": 1}\n{"op": "subscribe",\n "channel": "orders"}\n[1, 2]\n"x"'
    const { values, problems } = jsonValues(text)
    expect(problems).toEqual([])
    expect(values.map((v) => [v.value, v.line])).toEqual([
      [{ op: "ping", id: 1 }, 0],
      [{ op: "subscribe", channel: "orders" }, 1],
      [[1, 2], 3],
      ["x", 4],
    ])
  })
  it("keeps brackets inside strings apart", () => {
    expect(jsonValues('{"text": "a } and \\" ]"}').values[0].value).toEqual({ text: 'a } and " ]' })
  })
  it("names the line of a syntax error, or of the value that holds it", () => {
    expect(jsonValues('{"a": 1}\n{"b": 2,\n "c": }').problems).toEqual([
      { line: 1, message: "not JSON: Unexpected token '}'" },
    ])
    expect(jsonValues('{"a": 1}\n\n{"b" 2}').problems).toEqual([
      { line: 2, message: expect.stringMatching(/^not JSON: Expected ':' after property name/) },
    ])
  })
})

describe("pointerLine", () => {
  it("finds the line of a member by its keys in order", () => {
    const text = '{"order": {"avgPx": 1},\n "execution": {"lastPx": 2,\n  "avgPx": 3}}'
    expect(pointerLine(text, "/order/avgPx")).toBe(0)
    expect(pointerLine(text, "/execution/avgPx")).toBe(2)
    expect(pointerLine(text, "")).toBe(0)
  })
})
