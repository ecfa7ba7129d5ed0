import "reflect-metadata"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { AsciiChars } from "jspurefix/dist/buffer/ascii/ascii-chars"
import { AsciiEncoder } from "jspurefix/dist/buffer/ascii/ascii-encoder"
import { AsciiParser } from "jspurefix/dist/buffer/ascii/ascii-parser"
import type { MsgView } from "jspurefix/dist/buffer/msg-view"
import { ElasticBuffer } from "jspurefix/dist/buffer/elastic-buffer"
import type { IJsFixConfig } from "jspurefix/dist/config/js-fix-config"
import { DITokens } from "jspurefix/dist/runtime/di-tokens"
import { SessionContainer } from "jspurefix/dist/runtime/session-container"
import type { ISessionDescription } from "jspurefix/dist/transport/session/session-description"
import { StringDuplex } from "jspurefix/dist/transport/duplex/string-duplex"
import { fixDictionary } from "../lib/reference/fix-tags"
import { quickFixXml, QUICKFIX_FILES } from "../lib/reference/quickfix-xml"
import { fixEngineDictionary, parseQuickFix } from "./fix-engine"
import { loadReferenceData } from "./reference-data"

// Three versions' engine definitions are parsed: seconds each on a loaded machine.
jest.setTimeout(180000)

/**
 * The site's published dictionaries, loaded back into a FIX engine (jspurefix) as a client would
 * load them: the engine builds its session from the file, parses a message of the site with it
 * and encodes it again.
 */
const data = loadReferenceData()
const declared = fixDictionary(data.fixTags, data.rejectCodes)
const xml = Object.fromEntries(
  QUICKFIX_FILES.map((file) => [
    file.quickFixName,
    quickFixXml(file, data.fixTags, declared, fixEngineDictionary(file.version)!),
  ]),
)
const dir = mkdtempSync(path.join(tmpdir(), "tachyon-fix-dictionaries-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** FIXT11.xml and FIX50SP2.xml as one, as QuickFIX joins its transport and application dictionaries. */
function joined(session: string, application: string): string {
  const section = (text: string, name: string) =>
    new RegExp(`  <${name}>[\\s\\S]*?  </${name}>\\n|  <${name}/>\\n`).exec(text)![0]
  const fields = (text: string) => section(text, "fields").split("\n").slice(1, -2)
  const byNumber = new Map<string, string[]>()
  let current: string[] = []
  for (const line of [...fields(session), ...fields(application)]) {
    const number = /<field number="(\d+)"/.exec(line)?.[1]
    if (number) byNumber.set(number, (current = [line]))
    else current.push(line)
  }
  const messages = (text: string) => section(text, "messages").split("\n").slice(1, -2)
  return application
    .replace(section(application, "header"), section(session, "header"))
    .replace(section(application, "trailer"), section(session, "trailer"))
    .replace(
      section(application, "messages"),
      ["  <messages>", ...messages(session), ...messages(application), "  </messages>", ""].join("\n"),
    )
    .replace(
      section(application, "fields"),
      ["  <fields>", ...[...byNumber.values()].flat(), "  </fields>", ""].join("\n"),
    )
}

/** The engine's session configuration, built from a dictionary file as jspurefix builds a session's. */
async function engineFor(file: string, beginString: string): Promise<IJsFixConfig> {
  const system = new SessionContainer()
  system.registerGlobal("error")
  const description = {
    application: { type: "initiator", name: "round-trip", protocol: "ascii", dictionary: file },
    BeginString: beginString,
    SenderCompId: "TACHYON",
    TargetCompID: "ACMEFUND",
  } as unknown as ISessionDescription
  const container = await system.makeSystem(description)
  const config = container.resolve<IJsFixConfig>(DITokens.IJsFixConfig)
  config.delimiter = AsciiChars.Pipe
  return config
}

/** The message parsed by the engine: its type and its fields as the engine names them. */
function parse(config: IJsFixConfig, message: string): Promise<{ msgType: string; object: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const parser = new AsciiParser(
      config,
      new StringDuplex(message).readable,
      config.sessionContainer.resolve<ElasticBuffer>(DITokens.ParseBuffer),
    )
    parser.on("msg", (msgType: string, view: MsgView) =>
      resolve({ msgType, object: (view.toObject() ?? {}) as Record<string, unknown> }),
    )
    parser.on("error", reject)
  })
}

const sortedFields = (message: string) => message.split("|").filter(Boolean).sort()

async function roundTrip(file: string, beginString: string, message: string) {
  const config = await engineFor(file, beginString)
  const { msgType, object } = await parse(config, message)
  const encoder = new AsciiEncoder(new ElasticBuffer(16 * 1024), config.definitions, undefined, AsciiChars.Pipe)
  encoder.encode(object, msgType)
  return { object, encoded: encoder.buffer.toString() }
}

// The onboarding page's answer to an OrderStatusRequest: a custom tag and 150=I.
const STATUS_REPORT =
  "8=FIX.4.4|9=294|35=8|34=9|49=TACHYON|52=20251015-13:35:20.141|56=ACMEFUND|37=T00000A1F3C2B7D41|198=2918347561|11=ACME-20251015-000041|790=ACME-STATUS-0001|17=X00000A1F3C2B7D74|150=I|39=2|1=ACME-01|55=AAPL|54=1|38=1000|40=2|44=187.25|59=0|14=1000|151=0|6=187.246|60=20251015-13:35:20.141|7003=T00000A1F3C2B7D41|10=109|"
// level3_data's incremental refresh over FIXT.1.1: a repeating group of two entries.
const INCREMENTAL_REFRESH =
  "8=FIXT.1.1|9=211|35=X|49=TACHYON_MD|56=CLIENT1|34=880|52=20251014-13:30:02.311|262=md-aapl-3|268=2|279=0|269=0|55=AAPL|207=XNAS|37=8841920231|270=187.24|271=200|290=14|279=2|269=1|55=AAPL|207=XNAS|37=8841919870|270=187.26|271=0|10=208|"

describe("Tachyon's FIX dictionaries, loaded back into a FIX engine", () => {
  test("each file parses in the engine's QuickFIX parser, with the messages of its part", () => {
    const messages = (name: string) => [...parseQuickFix(xml[name]).message.keys()]
    expect(messages("FIX44.xml")).toEqual(expect.arrayContaining(["A", "D", "8", "H", "R", "S", "AB", "W"]))
    expect(messages("FIX42.xml")).toEqual(expect.arrayContaining(["A", "D", "8", "H"]))
    expect(messages("FIXT11.xml")).toEqual(expect.arrayContaining(["0", "1", "2", "3", "4", "5", "A"]))
    expect(messages("FIXT11.xml")).not.toContain("D")
    expect(messages("FIX50SP2.xml")).toEqual(expect.arrayContaining(["D", "8", "V", "W", "X"]))
    expect(messages("FIX50SP2.xml")).not.toContain("A")
  })

  test("every field a file holds is in the site's dictionary: the messages it lists have all they require", () => {
    const declaredTags = new Set(data.fixTags.map((t) => t.tag))
    for (const text of Object.values(xml))
      for (const [, tag] of text.matchAll(/<field number="(\d+)"/g))
        expect([tag, declaredTags.has(Number(tag))]).toEqual([tag, true])
  })

  test("FIX 4.4: a status report parses, custom tag named, and encodes back to the same fields", async () => {
    const file = path.join(dir, "tachyon-fix44.xml")
    writeFileSync(file, xml["FIX44.xml"])
    const { object, encoded } = await roundTrip(file, "FIX.4.4", STATUS_REPORT)
    expect(object).toMatchObject({
      OrdStatusReqID: "ACME-STATUS-0001",
      ExecType: "I",
      TachyonOrderId: "T00000A1F3C2B7D41",
    })
    expect(sortedFields(encoded)).toEqual(sortedFields(STATUS_REPORT))
  })

  test("FIX 5.0 SP2 over FIXT.1.1: an incremental refresh's group parses and encodes back", async () => {
    const file = path.join(dir, "tachyon-fix50sp2-joined.xml")
    writeFileSync(file, joined(xml["FIXT11.xml"], xml["FIX50SP2.xml"]))
    const { object, encoded } = await roundTrip(file, "FIXT.1.1", INCREMENTAL_REFRESH)
    expect((object.MDIncGrp as { NoMDEntries: unknown[] } | undefined)?.NoMDEntries ?? object.NoMDEntries).toHaveLength(
      2,
    )
    expect(sortedFields(encoded)).toEqual(sortedFields(INCREMENTAL_REFRESH))
  })
})
