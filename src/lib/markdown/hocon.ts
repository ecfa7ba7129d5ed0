/**
 * The key paths a HOCON sample sets, with their lines: `journal { fsync = batch }` sets
 * `journal` and `journal.fsync`; the blocks of a list are `list[]`
 * (`fix.gateway.sessions[].senderCompId`). A tolerant reader, not a validator: it follows
 * blocks, lists, dotted keys, quoted keys, comments and includes, and skips values, so the build
 * can tell whether each key a sample sets is a documented key.
 */
export interface KeyPath {
  path: string
  line: number
}

type Token =
  { kind: "{" | "}" | "[" | "]" | "=" | "," | "nl"; line: number } | { kind: "word"; text: string; line: number }

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let line = 1
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === "\n") {
      tokens.push({ kind: "nl", line })
      line++
      i++
    } else if (c === " " || c === "\t" || c === "\r") i++
    else if (c === "#" || (c === "/" && text[i + 1] === "/")) while (i < text.length && text[i] !== "\n") i++
    else if ("{}[],".includes(c)) {
      tokens.push({ kind: c as "{" | "}" | "[" | "]" | ",", line })
      i++
    } else if (c === "=" || c === ":") {
      tokens.push({ kind: "=", line })
      i++
    } else if (c === "+" && text[i + 1] === "=") {
      tokens.push({ kind: "=", line })
      i += 2
    } else if (c === '"') {
      const triple = text.startsWith('"""', i)
      const end = triple ? text.indexOf('"""', i + 3) : i + 1
      let j = triple ? (end < 0 ? text.length : end + 3) : end
      if (!triple) {
        while (j < text.length && text[j] !== '"' && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1
        j++
      }
      const raw = text.slice(i, j)
      tokens.push({ kind: "word", text: raw, line })
      line += (raw.match(/\n/g) ?? []).length
      i = j
    } else if (c === "$" && text[i + 1] === "{") {
      const end = text.indexOf("}", i)
      const j = end < 0 ? text.length : end + 1
      tokens.push({ kind: "word", text: text.slice(i, j), line })
      i = j
    } else {
      let j = i
      while (j < text.length && !/[\s{}[\],=:#"]/.test(text[j]) && !(text[j] === "/" && text[j + 1] === "/")) j++
      if (j === i) j++
      tokens.push({ kind: "word", text: text.slice(i, j), line })
      i = j
    }
  }
  return tokens
}

/** `"a.b"` is one key segment; `a.b` is two. */
function keySegments(word: string): string[] {
  if (word.startsWith('"')) return [word.slice(1, -1)]
  return word.split(".").filter(Boolean)
}

export function hoconKeyPaths(text: string): KeyPath[] {
  const tokens = tokenize(text)
  const paths: KeyPath[] = []
  let i = 0
  const skipSeparators = () => {
    while (i < tokens.length && (tokens[i].kind === "nl" || tokens[i].kind === ",")) i++
  }
  // A value: a block, a list, or words up to the end of the line, a comma or a closing bracket.
  const value = (path: string) => {
    const t = tokens[i]
    if (!t) return
    if (t.kind === "{") {
      i++
      object(path)
    } else if (t.kind === "[") {
      i++
      list(path)
    } else while (i < tokens.length && !["nl", ",", "}", "]"].includes(tokens[i].kind)) i++
  }
  const list = (path: string) => {
    for (;;) {
      skipSeparators()
      const t = tokens[i]
      if (!t) return
      if (t.kind === "]") {
        i++
        return
      }
      value(`${path}[]`)
    }
  }
  const object = (prefix: string) => {
    for (;;) {
      skipSeparators()
      const t = tokens[i]
      if (!t) return
      if (t.kind === "}") {
        i++
        return
      }
      if (t.kind !== "word") {
        i++
        continue
      }
      if (t.text === "include" && tokens[i + 1]?.kind === "word") {
        i += 2
        continue
      }
      const path = [prefix, ...keySegments(t.text)].filter(Boolean).join(".")
      paths.push({ path, line: t.line })
      i++
      if (tokens[i]?.kind === "=") i++
      value(path)
    }
  }
  object("")
  return paths
}
