/**
 * The arithmetic a REST or WebSocket example states, checked across one page's examples: an
 * order's quantities add up for its status, its average price is its fills' weighted mean when
 * the page shows them all, a bar's prices lie within its range, a book is in price order, and a
 * reject code is the one the reference data declares, with its name and HTTP status.
 */
export interface ArithmeticProblem {
  /** Which example (its index in the page's list) and where in it. */
  example: number
  pointer: string
  message: string
}

/** An example value and the schema it was validated against. */
export interface CheckedExample {
  schema: string
  value: unknown
}

export interface RejectCodeFacts {
  code: string
  name: string
  httpStatus?: number | null
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v)
const num = (v: unknown): number | null => (typeof v === "number" ? v : null)

const LIVE = new Set(["PENDING_NEW", "NEW", "PARTIALLY_FILLED", "PENDING_CANCEL", "PENDING_REPLACE", "SUSPENDED"])
const DONE = new Set(["FILLED", "CANCELED", "REJECTED", "EXPIRED", "REPLACED"])

/** Prices are compared to a hundredth of a tick of the examples' 4 decimals. */
const samePrice = (a: number, b: number) => Math.abs(a - b) < 0.00005 + 1e-9
const sameQty = (a: number, b: number) => Math.abs(a - b) < 1e-9

interface OrderSnapshot {
  example: number
  pointer: string
  orderId: string | null
  quantity: number | null
  status: string | null
  cumQty: number | null
  leavesQty: number | null
  avgPx: number | null
}

interface Fill {
  orderId: string
  execId: string
  qty: number
  px: number
}

/** Every object of a value, with its JSON pointer. */
function* objects(value: unknown, pointer = ""): Generator<[Json, string]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* objects(value[i], `${pointer}/${i}`)
    return
  }
  if (!isObject(value)) return
  yield [value, pointer]
  for (const [k, v] of Object.entries(value)) yield* objects(v, `${pointer}/${k}`)
}

function snapshotOf(o: Json, example: number, pointer: string): OrderSnapshot | null {
  if (typeof o.status !== "string" || !("cumQty" in o || "leavesQty" in o)) return null
  return {
    example,
    pointer,
    orderId: typeof o.orderId === "string" ? o.orderId : null,
    quantity: num(o.quantity),
    status: o.status,
    cumQty: num(o.cumQty),
    leavesQty: num(o.leavesQty),
    avgPx: num(o.avgPx),
  }
}

function orderProblems(s: OrderSnapshot, quantity: number | null): Omit<ArithmeticProblem, "example">[] {
  const out: Omit<ArithmeticProblem, "example">[] = []
  const at = (field: string) => `${s.pointer}/${field}`
  const { cumQty, leavesQty, avgPx, status } = s
  if (
    cumQty !== null &&
    leavesQty !== null &&
    quantity !== null &&
    status &&
    LIVE.has(status) &&
    !sameQty(cumQty + leavesQty, quantity)
  )
    out.push({
      pointer: at("leavesQty"),
      message: `cumQty ${cumQty} + leavesQty ${leavesQty} is not the quantity ${quantity} of a live (${status}) order`,
    })
  if (leavesQty !== null && status && DONE.has(status) && leavesQty !== 0)
    out.push({
      pointer: at("leavesQty"),
      message: `leavesQty is ${leavesQty} on a ${status} order, whose leavesQty is 0`,
    })
  if (status === "FILLED" && cumQty !== null && quantity !== null && !sameQty(cumQty, quantity))
    out.push({ pointer: at("cumQty"), message: `cumQty ${cumQty} is not the quantity ${quantity} of a FILLED order` })
  if (status === "PARTIALLY_FILLED" && cumQty === 0)
    out.push({ pointer: at("cumQty"), message: "a PARTIALLY_FILLED order has filled something (cumQty is 0)" })
  if ((status === "NEW" || status === "PENDING_NEW") && cumQty !== null && cumQty !== 0)
    out.push({ pointer: at("cumQty"), message: `a ${status} order has filled nothing (cumQty is ${cumQty})` })
  if (cumQty === 0 && avgPx !== null && avgPx !== 0)
    out.push({ pointer: at("avgPx"), message: `avgPx is ${avgPx} before any fill (cumQty 0); it is 0` })
  return out
}

/** The fills an example shows: executions of type TRADE, alone or in an `execution` message. */
function fillsOf(value: unknown): Fill[] {
  const fills: Fill[] = []
  for (const [o] of objects(value)) {
    const execution = isObject(o.execution) ? o.execution : o
    const orderId = isObject(o.order) && typeof o.order.orderId === "string" ? o.order.orderId : o.orderId
    if (execution.execType !== "TRADE" || typeof orderId !== "string") continue
    const qty = num(execution.lastQty)
    const px = num(execution.lastPx)
    if (qty !== null && px !== null && typeof execution.execId === "string")
      fills.push({ orderId, execId: execution.execId, qty, px })
  }
  return fills
}

function barProblems(bar: Json, pointer: string): Omit<ArithmeticProblem, "example">[] {
  const out: Omit<ArithmeticProblem, "example">[] = []
  const [low, high] = [num(bar.low), num(bar.high)]
  if (low === null || high === null) return out
  for (const field of ["open", "close", "vwap"]) {
    const price = num(bar[field])
    if (price !== null && (price < low || price > high))
      out.push({
        pointer: `${pointer}/${field}`,
        message: `${field} ${price} is outside the bar's low ${low} to high ${high}`,
      })
  }
  const [buy, sell, volume] = [num(bar.buyVolume), num(bar.sellVolume), num(bar.volume)]
  if (buy !== null && sell !== null && volume !== null && buy + sell > volume)
    out.push({
      pointer: `${pointer}/buyVolume`,
      message: `buyVolume ${buy} + sellVolume ${sell} exceed volume ${volume}`,
    })
  if (typeof bar.startTime === "string" && typeof bar.endTime === "string" && bar.startTime >= bar.endTime)
    out.push({ pointer: `${pointer}/endTime`, message: "endTime is not after startTime" })
  return out
}

function bookProblems(book: Json, pointer: string): Omit<ArithmeticProblem, "example">[] {
  const out: Omit<ArithmeticProblem, "example">[] = []
  const prices = (side: unknown) => (Array.isArray(side) ? side.map((l) => (Array.isArray(l) ? num(l[0]) : null)) : [])
  const bids = prices(book.bids)
  const asks = prices(book.asks)
  if (book.type === "snapshot" || book.type === undefined) {
    if (bids.some((p, i) => i > 0 && p !== null && bids[i - 1] !== null && p >= (bids[i - 1] as number)))
      out.push({ pointer: `${pointer}/bids`, message: "bids are not in falling price order, best first" })
    if (asks.some((p, i) => i > 0 && p !== null && asks[i - 1] !== null && p <= (asks[i - 1] as number)))
      out.push({ pointer: `${pointer}/asks`, message: "asks are not in rising price order, best first" })
    const depth = num(book.depth)
    if (depth !== null && (bids.length > depth || asks.length > depth))
      out.push({ pointer: `${pointer}/depth`, message: `more levels than the depth ${depth}` })
  }
  const [bestBid, bestAsk] = [bids[0] ?? num(book.bidPrice), asks[0] ?? num(book.askPrice)]
  if (book.type !== "update" && bestBid != null && bestAsk != null && bestBid >= bestAsk)
    out.push({ pointer, message: `the best bid ${bestBid} is not below the best ask ${bestAsk}` })
  return out
}

/** A reject code must be the data's, with the data's name and, in an error response, its HTTP status. */
function codeProblems(o: Json, pointer: string, codes: ReadonlyMap<string, RejectCodeFacts>, status: number | null) {
  const out: Omit<ArithmeticProblem, "example">[] = []
  if (typeof o.code !== "string" || !/^(TRJ|RSK)-\d{4}$/.test(o.code)) return out
  const known = codes.get(o.code)
  if (!known)
    return [
      {
        pointer: `${pointer}/code`,
        message: `${o.code} is not in the reject codes (content/reference/reject-codes.yaml)`,
      },
    ]
  if (typeof o.name === "string" && o.name !== known.name)
    out.push({ pointer: `${pointer}/name`, message: `${o.code} is named ${known.name}, not ${o.name}` })
  if (status !== null && known.httpStatus != null && status !== known.httpStatus)
    out.push({ pointer: `${pointer}/status`, message: `${o.code} answers HTTP ${known.httpStatus}, not ${status}` })
  return out
}

export function arithmeticProblems(
  examples: readonly CheckedExample[],
  rejectCodes: readonly RejectCodeFacts[],
): ArithmeticProblem[] {
  const codes = new Map(rejectCodes.map((c) => [c.code, c]))
  const problems: ArithmeticProblem[] = []
  const snapshots: OrderSnapshot[] = []
  const quantities = new Map<string, number>()
  const fills = new Map<string, Map<string, Fill>>()
  examples.forEach(({ value }, example) => {
    for (const [o, pointer] of objects(value)) {
      const snapshot = snapshotOf(o, example, pointer)
      if (snapshot) {
        snapshots.push(snapshot)
        if (snapshot.orderId && snapshot.quantity !== null) quantities.set(snapshot.orderId, snapshot.quantity)
      }
      if ("open" in o && "high" in o && "low" in o)
        problems.push(...barProblems(o, pointer).map((p) => ({ ...p, example })))
      if ("bids" in o || ("bidPrice" in o && "askPrice" in o))
        problems.push(...bookProblems(o, pointer).map((p) => ({ ...p, example })))
      const status = isObject(value) && isObject(value.error) && o === value.error ? num(o.status) : null
      problems.push(...codeProblems(o, pointer, codes, status).map((p) => ({ ...p, example })))
    }
    for (const fill of fillsOf(value)) {
      const byExec = fills.get(fill.orderId) ?? new Map<string, Fill>()
      byExec.set(fill.execId, fill)
      fills.set(fill.orderId, byExec)
    }
  })
  for (const s of snapshots) {
    const quantity = s.quantity ?? (s.orderId ? (quantities.get(s.orderId) ?? null) : null)
    problems.push(...orderProblems(s, quantity).map((p) => ({ ...p, example: s.example })))
    const shown = s.orderId ? [...(fills.get(s.orderId)?.values() ?? [])] : []
    const filled = shown.reduce((sum, f) => sum + f.qty, 0)
    // The average is checked when the page shows every fill that makes up cumQty.
    if (shown.length && s.cumQty !== null && s.avgPx !== null && sameQty(filled, s.cumQty)) {
      const mean = shown.reduce((sum, f) => sum + f.qty * f.px, 0) / filled
      if (!samePrice(mean, s.avgPx))
        problems.push({
          example: s.example,
          pointer: `${s.pointer}/avgPx`,
          message: `avgPx ${s.avgPx} is not the mean of the fills shown (${shown.map((f) => `${f.qty} @ ${f.px}`).join(", ")}), ${Number(mean.toFixed(4))}`,
        })
    }
  }
  return problems
}
