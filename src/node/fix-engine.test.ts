import { checkFixMessages } from "../lib/samples/fix-engine"
import { fixEngineDictionary } from "./fix-engine"

// The onboarding page's first fill, as FIX 4.4 defines an ExecutionReport.
const fill =
  "8=FIX.4.4|9=290|35=8|34=3|49=TACHYON|52=20251015-13:30:04.882|56=ACMEFUND|37=T00000A1F3C2B7D41|198=2918347561|11=ACME-20251015-000041|17=X00000A1F3C2B7D57|150=F|39=1|1=ACME-01|55=AAPL|54=1|38=1000|40=2|44=187.25|59=0|31=187.24|32=400|14=400|151=600|6=187.24|60=20251015-13:30:04.882|10=143|"

describe("the FIX engine's dictionaries (jspurefix's QuickFIX definitions)", () => {
  const fix44 = fixEngineDictionary("4.4")!

  test("FIX 4.4's ExecutionReport and header are those of the standard", () => {
    expect(fix44.messages["8"].name).toBe("ExecutionReport")
    expect(fix44.messages["8"].body.required).toEqual(expect.arrayContaining([6, 14, 17, 37, 39, 54, 150, 151]))
    expect(fix44.header.required).toEqual(expect.arrayContaining([8, 9, 35, 49, 56, 34, 52]))
    expect(fix44.fields[150].values).toEqual(expect.arrayContaining(["0", "F", "I"]))
    expect(fixEngineDictionary("4.3")).toBeUndefined()
  })

  test("a site sample passes, and fails without a field FIX 4.4 requires", () => {
    expect(checkFixMessages(fill, fixEngineDictionary, new Map())).toEqual([])
    expect(checkFixMessages(fill.replace("|6=187.24|", "|"), fixEngineDictionary, new Map())).toEqual([
      { line: 1, message: "ExecutionReport (35=8) of FIX 4.4 requires AvgPx (6)" },
    ])
    expect(checkFixMessages(fill.replace("|17=X00000A1F3C2B7D57|", "|"), fixEngineDictionary, new Map())).toEqual([
      { line: 1, message: "ExecutionReport (35=8) of FIX 4.4 requires ExecID (17)" },
    ])
  })
})
