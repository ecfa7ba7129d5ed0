import type { Root, Content, Table, TableRow } from "mdast"

/**
 * The Java names a page uses outside its code blocks, and their check against the API's model
 * (content/README.md, "The Java API source"): a member written in inline code with its type
 * (`OrderEvent.isReplayed()`, `ConnectorState.SUSPENDED`, `io.tachyon.api.Quote`), and every row
 * of a table that documents a type's fields, getters, methods or constants; a table of getters,
 * methods, members, constants, callbacks or factories that names no type is itself a problem.
 */

/** A public member of an API type, as javac's element model gives it (src/node/java/CompileSamples.java). */
export interface JavaMember {
  name: string
  /** javac's element kind, lower case: method, field, enum_constant, constructor, ... */
  kind: string
  /** Declared by this type, not inherited. */
  own: boolean
  /** Has a Javadoc comment. */
  doc: boolean
  params?: string[]
  varargs?: boolean
  returns?: string
}

export interface JavaType {
  /** The qualified name: `io.tachyon.algo.MarketDataEvent.Type`. */
  name: string
  kind: string
  doc: boolean
  members: JavaMember[]
}

/** A name a page uses: a type, and a member of it when one is named. */
export interface JavaMention {
  type: string
  member?: string
  /** The number of arguments written (`schedule(Duration delay, String tag)`: 2), when written. */
  arity?: number
  line: number
}

type AnyNode = Root | Content

const text = (node: AnyNode): string =>
  node.type === "text" || node.type === "inlineCode"
    ? node.value
    : "children" in node
      ? (node.children as AnyNode[]).map(text).join("")
      : ""

const lineOf = (node: AnyNode): number => node.position?.start.line ?? 1

/** Top-level commas only: `a(x, y), b` → `a(x, y)`, `b`. */
function splitTopLevel(list: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const c = list[i]
    if (c === "(" || c === "<" || c === "[") depth++
    else if (c === ")" || c === ">" || c === "]") depth--
    else if (depth === 0 && list.startsWith(separator, i)) {
      parts.push(list.slice(start, i))
      start = i + separator.length
    }
  }
  parts.push(list.slice(start))
  return parts.map((p) => p.trim()).filter(Boolean)
}

const arityOf = (args: string): number => (args.trim() ? splitTopLevel(args, ",").length : 0)

const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/
// The packages of the API source; other `io.tachyon.` names on the pages (a profile's frames) are the
// server's own classes.
const API_PACKAGE = /^io\.tachyon\.(api|algo|risk|tc)\./
// `io.tachyon.api.Quote`, `Quote.getBidPrice()`, `Level.L1`, `MarketDataEvent.Type.QUOTE`, `Timers#schedule(Duration, String)`
// `io.tachyon.api.Quote`, `Quote.getBidPrice()`, `Level.L1`, `MarketDataEvent.Type.QUOTE`,
// `ConnectorCapabilities.Builder.pegTypes(PegType...)`, `Timers#schedule(Duration, String)`: a package,
// type names, then at most one member; a call chain after it (`ClientConfig.builder().host(..)`) is
// left unread, as its types are not written.
const QUALIFIED = /^((?:[a-z][a-z0-9]*\.)*)([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9_]*)*)(.*)$/
const MEMBER = /^[.#]([A-Za-z_][A-Za-z0-9_]*)(?:\(([^()]*(?:\([^()]*\)[^()]*)*)\))?(?:\..*)?;?$/

/**
 * A code span naming an API member: `Type.member`, `Type.member(args)`, `Type#member`, or a
 * qualified `io.tachyon...` type. Spans that name a type alone, or whose first word is not a
 * known type, are left out: a bare `Instant` or `Duration.ofSeconds(5)` is the JDK's.
 */
export function codeSpanMention(code: string, line: number, isApiType: (name: string) => boolean): JavaMention | null {
  const match = QUALIFIED.exec(code.trim().replace(/^@/, ""))
  if (!match) return null
  const [, pkg, names, tail] = match
  if (pkg && !API_PACKAGE.test(pkg)) return null
  // The longest run of names that is a type (`MarketDataEvent.Type`); what follows is a member (`QUOTE`).
  const segments = names.split(".")
  let typeLength = segments.length
  while (typeLength > 1 && !isApiType(segments.slice(0, typeLength).join("."))) typeLength--
  const type = segments.slice(0, typeLength).join(".")
  const rest =
    segments
      .slice(typeLength)
      .map((s) => `.${s}`)
      .join("") + tail
  if (!pkg && !isApiType(type)) return null
  if (!rest) return pkg ? { type: `${pkg}${type}`, line } : null
  const member = MEMBER.exec(rest)
  if (!member) return null
  const [, name, args] = member
  // `OrderStatus.is_terminal` is the Python client's: Java members are camelCase or CONSTANT_CASE.
  if (/_/.test(name) && !/^[A-Z0-9_]+$/.test(name)) return null
  const called = rest.startsWith(`.${name}(`) || rest.startsWith(`#${name}(`)
  return { type: `${pkg}${type}`, member: name, ...(called ? { arity: arityOf(args ?? "") } : {}), line }
}

// First header cells of a table that documents a type: `Field`, `Getter`, `MarketDataEvent getter`, `ConnectorContext method`.
// Lower-case headers (`| field | meaning |`) are the REST API's and configuration's tables, not Java's.
const MEMBER_HEADER =
  /^(?:([A-Z][A-Za-z0-9.]*)\s+(field|getter|method|member|constant|value|callback|factory)|(Field|Getter|Method|Member|Constant|Value|Callback|Factory))s?$/
// Headings that name the type a table under them documents: `Quote`, `DepthUpdate fields`, "RiskContext".
const TYPE_HEADING =
  /^([A-Z][A-Za-z0-9.]*)(?:\s+(?:fields|getters|methods|members|constants|values|callbacks|factories|builder|interface|record|enum))?$/
// Words only Java's tables use: such a table must name its type. A field belongs to any record: a
// `Field` table under a heading that names no API type is one of the data model's records, which
// FIX, REST and the journal share (a replace request, an execution report), or another system's
// (a TimeBase message class); a `Value` table is configuration's.
const JAVA_ONLY = /^(getter|method|member|constant|callback|factory)$/i

/** A table of Java members whose type neither a heading nor a column names: the build fails on it. */
export const UNTYPED_TABLE = "a table of Java members must name its type in its heading (or a Type column)"

/**
 * The members a table cell names: `symbol`, `symbol, venue, instrumentId`, `getBidPrice(i), getAskPrice(i)`,
 * `OrderId sendChild(ChildOrder order)`, `client.orders()`, `of(Class) ... build()`. A field name
 * stands for its getter, as the pages say (`bidPrice` is `getBidPrice()`).
 */
export function cellMembers(cell: string): { member: string; arity?: number; field: boolean }[] {
  return splitTopLevel(cell.replace(/\s*\.\.\.\s*/g, ","), ",").flatMap(
    (part): { member: string; arity?: number; field: boolean }[] => {
      // A receiver written before a method (`client.orders()`) and a return type before it (`void cancelChild(...)`).
      const call = /(?:^|[\s.])([a-zA-Z_][A-Za-z0-9_]*)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(part)
      if (call) return [{ member: call[1], arity: arityOf(call[2]), field: false }]
      const word = /^`?([A-Za-z_][A-Za-z0-9_]*)`?$/.exec(part)
      return word ? [{ member: word[1], field: true }] : []
    },
  )
}

/**
 * What a table documents: the column naming its members and each row's type (null: a row whose
 * Type cell names none), "untyped" for a table of Java members that names no type, or null for a
 * table that is not Java's.
 */
type MemberTable = { column: number; typeOf: (row: TableRow) => string | null } | "untyped" | null

const cellText = (row: TableRow | undefined, column: number): string => {
  const cell = row?.children[column]
  return cell ? text(cell).trim() : ""
}

/** The type a table documents: from its member column's header, a Type column before it, or the headings above it. */
function memberTable(table: Table, headings: readonly string[], isApiType: (name: string) => boolean): MemberTable {
  const head = table.children[0]
  const first = cellText(head, 0)
  const firstCell = head.children[0]?.children ?? []
  const header = MEMBER_HEADER.exec(first)
  if (!header) {
    // `| Type | Method | Meaning |`: each row names its own type.
    const second = MEMBER_HEADER.exec(cellText(head, 1))
    if (first === "Type" && second?.[3]) return { column: 1, typeOf: (row) => cellText(row, 0) || null }
    // A table headed by a type in code (`| \`MdFlag\` | Meaning |`) lists its constants.
    const inCode = firstCell.length === 1 && firstCell[0].type === "inlineCode"
    return inCode && TYPE_NAME.test(first) && isApiType(first) ? { column: 0, typeOf: () => first } : null
  }
  const [, named, namedWord, word] = header
  // `Marker field` in plain text may be any record (a journal's); `MarketDataEvent getter` and a type in code are Java's.
  if (named) {
    const inCode = firstCell[0]?.type === "inlineCode"
    return isApiType(named) || inCode || JAVA_ONLY.test(namedWord) ? { column: 0, typeOf: () => named } : null
  }
  // A type the API lacks is taken from a heading only for a table that gives Java types.
  const hasTypeColumn = head.children.some((cell) => text(cell).trim() === "Type")
  for (const heading of [...headings].reverse()) {
    const fromHeading = TYPE_HEADING.exec(heading.trim())?.[1]
    if (fromHeading && (isApiType(fromHeading) || hasTypeColumn)) return { column: 0, typeOf: () => fromHeading }
    if (fromHeading) break
  }
  return JAVA_ONLY.test(word) ? "untyped" : null
}

/** The Java names of a page (parsed with tables), in page order, and the lines of its tables of members that name no type. */
export function javaMentions(
  tree: Root,
  isApiType: (name: string) => boolean,
): { mentions: JavaMention[]; untypedTables: number[] } {
  const mentions: JavaMention[] = []
  const untypedTables: number[] = []
  // The headings above the current node, by depth: "## Quote fields" then "### Best bid and offer".
  const headings: string[] = []
  const visit = (node: AnyNode) => {
    if (node.type === "heading") {
      headings.length = Math.min(headings.length, node.depth - 1)
      while (headings.length < node.depth - 1) headings.push("")
      headings.push(text(node))
    }
    if (node.type === "table") {
      const table = memberTable(node, headings, isApiType)
      if (table === "untyped") untypedTables.push(lineOf(node))
      else if (table)
        for (const row of node.children.slice(1)) {
          const type = table.typeOf(row)
          const members = cellMembers(cellText(row, table.column))
          if (type === null) {
            if (members.length) untypedTables.push(lineOf(row))
            continue
          }
          for (const m of members)
            mentions.push({ type, member: m.member, ...(m.field ? {} : { arity: m.arity }), line: lineOf(row) })
        }
      // A table's code spans are its rows' names, read above; a Type column's `List<X>` is not a member.
      return
    }
    if (node.type === "inlineCode") {
      const mention = codeSpanMention(node.value, lineOf(node), isApiType)
      if (mention) mentions.push(mention)
    }
    if ("children" in node) for (const child of node.children as AnyNode[]) visit(child)
  }
  visit(tree)
  return { mentions, untypedTables }
}

/** The API's types by each name a page may use: simple (`Quote`), nested (`MarketDataEvent.Type`), qualified. */
export function javaTypeIndex(types: readonly JavaType[]): Map<string, JavaType[]> {
  const index = new Map<string, JavaType[]>()
  const add = (name: string, type: JavaType) => index.set(name, [...(index.get(name) ?? []), type])
  for (const type of types) {
    add(type.name, type)
    const parts = type.name.split(".")
    const firstType = parts.findIndex((p) => /^[A-Z]/.test(p))
    for (let i = firstType; i < parts.length; i++) if (i > 0) add(parts.slice(i).join("."), type)
  }
  return index
}

const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1)

/** The members a written name may stand for: itself, and for a field its getter (`getX`, `isX`, `hasX`). */
function candidates(type: JavaType, mention: JavaMention): { type: JavaType; member: JavaMember }[] {
  const name = mention.member as string
  const names = new Set([name])
  if (mention.arity === undefined) for (const prefix of ["get", "is", "has"]) names.add(prefix + capitalised(name))
  return type.members.filter((m) => names.has(m.name) && m.kind !== "constructor").map((member) => ({ type, member }))
}

/** A type and its builder: a record's table and prose name the builder's setters on it (`NewOrder.algo`). */
function withBuilder(types: readonly JavaType[], index: ReadonlyMap<string, JavaType[]>): JavaType[] {
  return types.flatMap((t) => [t, ...(index.get(`${t.name}.Builder`) ?? [])])
}

function acceptsArity(member: JavaMember, arity: number): boolean {
  const params = member.params?.length ?? 0
  return member.varargs ? arity >= params - 1 : arity === params
}

/** One message per mention the API does not have, or has without Javadoc. */
export function javaNameProblems(
  mentions: readonly JavaMention[],
  index: ReadonlyMap<string, JavaType[]>,
): { line: number; message: string }[] {
  return mentions.flatMap((mention) => {
    const types = index.get(mention.type)
    const written = mention.member
      ? `${mention.type}.${mention.member}${mention.arity === undefined ? "" : "(…)"}`
      : mention.type
    if (!types) return [{ line: mention.line, message: `${written}: the Java API has no type ${mention.type}` }]
    if (!mention.member)
      return types.some((t) => t.doc) ? [] : [{ line: mention.line, message: `${written}: no Javadoc` }]
    const found = withBuilder(types, index).flatMap((t) => candidates(t, mention))
    if (!found.length)
      return [{ line: mention.line, message: `${written}: ${types[0].name} has no member ${mention.member}` }]
    const arity = mention.arity
    const fitting =
      arity === undefined ? found : found.filter((f) => f.member.kind !== "method" || acceptsArity(f.member, arity))
    if (!fitting.length) {
      const shapes = found.map((f) => `${f.member.name}(${(f.member.params ?? []).join(", ")})`).join(", ")
      return [{ line: mention.line, message: `${written}: ${arity} argument(s), but the API has ${shapes}` }]
    }
    // A member the page names is documented where it is declared (an inherited one by its declaring type).
    if (!fitting.some((f) => f.member.doc || isImplicit(f.member)))
      return [
        { line: mention.line, message: `${written}: ${fitting[0].type.name}.${fitting[0].member.name} has no Javadoc` },
      ]
    return []
  })
}

/** Every problem with the Java names of a page (parsed with tables), in line order. */
export function pageJavaNameProblems(
  tree: Root,
  index: ReadonlyMap<string, JavaType[]>,
): { line: number; message: string }[] {
  const { mentions, untypedTables } = javaMentions(tree, (name) => index.has(name))
  return [
    ...untypedTables.map((line) => ({ line, message: UNTYPED_TABLE })),
    ...javaNameProblems(mentions, index),
  ].sort((a, b) => a.line - b.line)
}

/** `values()`, `valueOf(String)` and `Object`'s methods are documented by the JDK. */
const isImplicit = (m: JavaMember) =>
  ["values", "valueOf", "name", "ordinal", "toString", "equals", "hashCode", "getClass"].includes(m.name)
