import { parse } from "java-parser"
import { readFragment, type FragmentReading, type JavaParse } from "./java"
import { fragmentSource, isApiError, usesConnectorSdk } from "./java-fragment"

const reading = (code: string): FragmentReading => {
  const r = readFragment(code, parse as JavaParse)
  if (!("kind" in r)) throw new Error(r.message)
  return r
}
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1

describe("fragmentSource", () => {
  test("statements go in a method of a class that declares the docs' usual variables; lines are kept", () => {
    const code = 'NewOrder order = NewOrder.builder().symbol("AAPL").build();\nclient.orders().submit(order);\n'
    const { files, linesBefore } = fragmentSource(code, reading(code))
    expect(files).toHaveLength(1)
    const text = files[0].text
    expect(text.split("\n")[0]).toMatch(
      /^import io\.tachyon\.api\.\*;.* abstract class Sample \{ TachyonClient client; .*void sample\(\) throws Exception \{$/,
    )
    expect(lineOf(text, "client.orders()") - linesBefore).toBe(2)
  })

  test("an algorithm's methods go in an AbstractAlgorithm, a listener's in the listener", () => {
    const algo = "@Override\npublic void onTimer(TimerEvent e) {\n    ctx().timers().cancel(e.getTag());\n}\n"
    expect(fragmentSource(algo, reading(algo)).files[0].text).toContain(
      "abstract class Sample extends AbstractAlgorithm {",
    )
    const listener = "@Override\npublic void onQuote(Quote q) {\n    System.out.println(q.getBidPrice());\n}\n"
    expect(fragmentSource(listener, reading(listener)).files[0].text).toContain("implements MarketDataListener")
  })

  test("a variable the fragment declares is not declared again", () => {
    const code = "TachyonClient client = TachyonClient.connect(null);\nclient.close();\n"
    expect(fragmentSource(code, reading(code)).files[0].text).not.toContain("TachyonClient client;")
  })

  test("a compilation unit keeps its package line first and its file name", () => {
    const code = "package com.acme;\n\nimport java.util.List;\n\npublic final class Acme {\n    List<Quote> quotes;\n"
    const { files, linesBefore } = fragmentSource(code, reading(code))
    expect(files[0].name).toBe("Acme.java")
    expect(files[0].text.startsWith("package com.acme; import java.util.List; import io.tachyon.api.*;")).toBe(true)
    expect(lineOf(files[0].text, "List<Quote> quotes") - linesBefore).toBe(6)
  })
})

describe("isApiError", () => {
  test("a member missing from an API type is the API's fault", () => {
    expect(
      isApiError(
        "cannot find symbol; symbol: method isLateFill(); location: variable e of type io.tachyon.api.OrderEvent",
      ),
    ).toBe(true)
    expect(isApiError("method does not override or implement a method from a supertype")).toBe(true)
  })

  test("a name the fragment leaves to its context is not", () => {
    expect(isApiError("cannot find symbol; symbol: variable volume; location: class Sample")).toBe(false)
    expect(isApiError("cannot find symbol; symbol: class LocalBook")).toBe(false)
    expect(
      isApiError("cannot find symbol; symbol: method slices(); location: interface io.tachyon.algo.AlgoParameters"),
    ).toBe(false)
  })
})

test("a connector page's fragments import the connector SDK, not the algorithm SDK", () => {
  const code = "@Override\npublic void onTimer(long tag) {\n    ctx.timers().cancel(tag);\n}\n"
  const text = fragmentSource(code, reading(code), true).files[0].text
  expect(text).toContain("import io.tachyon.tc.*;")
  expect(text).not.toContain("io.tachyon.algo")
  expect(text).not.toContain("extends AbstractAlgorithm")
  expect(usesConnectorSdk("import io.tachyon.tc.TradingConnector;")).toBe(true)
  expect(usesConnectorSdk("import io.tachyon.api.Quote;")).toBe(false)
})
