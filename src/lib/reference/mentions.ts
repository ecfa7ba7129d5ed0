import { codeBlocks, inlineSequences, type InlineRun, type MdxTree } from "../markdown/mdx"
import { hoconKeyPaths } from "../markdown/hocon"
import { normaliseLanguage } from "../markdown/languages"
import { CONFIG_BLOCKS } from "./config-keys"
import { inlineMarkdown, type InlineNode } from "../markdown/inline"
import { fixTagMentions } from "./fix-mentions"

/**
 * The names a page uses that reference data declares: reject codes, tachyon.conf keys,
 * Prometheus metrics, command-line options and FIX tags (fix-mentions.ts). Found where a reader would copy them from:
 * prose and inline code, hocon and bash samples, command synopses.
 */
export type MentionKind = "rejectCode" | "configKey" | "metric" | "cliOption" | "fixTag"
export interface Mention {
  kind: MentionKind
  name: string
  /** For a CLI option: the tool it was written after, or null for a bare `--option`. */
  tool?: string | null
  /** For a FIX tag: the value written after `tag=`, and the name written beside the number. */
  value?: string
  label?: string
  line: number
}

function fixTags(sequences: readonly (readonly InlineRun[])[]): Mention[] {
  return fixTagMentions(sequences).map(({ tag, value, label, line }) => ({
    kind: "fixTag" as const,
    name: String(tag),
    ...(value !== undefined && { value }),
    ...(label !== undefined && { label }),
    line,
  }))
}

const REJECT_CODE = /\b(?:TRJ|RSK)-\d{4}\b/g

// `journal.fsync`, `connectors.<name>.throttle.rate`, `fix.gateway.sessions[].store`, `algos.mmsim.*`
const CONFIG_KEY = new RegExp(`^(?:${CONFIG_BLOCKS.join("|")})(?:\\.(?:[A-Za-z][A-Za-z0-9]*(?:\\[\\])?|<[a-z]+>|\\*))+`)
// Files named like keys: `server.log`, `journal.lock`, `journal.meta`.
const FILE_NAME = /\.(log|lock|meta|conf|dat|seg|idx|jar|json|csv|gz|zst|lz4|hlog|report|p12|key|pem)$/

// A metric is recognised by what only metrics have: a Prometheus unit or counter suffix, or a
// label selector or range right after the name. Exporter tables (`tachyon_orders`) and the Python
// module (`tachyon_client`) share the prefix and are not metrics.
const METRIC = /\btachyon_[a-z0-9_]+/g
const METRIC_SUFFIX = /_(total|seconds|bytes|ratio|records|info|bucket|count|sum)$/
// Languages whose tachyon_ words are SQL tables, Python modules, Java or config values.
const NOT_METRIC_LANGUAGES = new Set(["sql", "python", "java", "hocon", "json", "xml", "kotlin"])

function rejectCodes(text: string, line: number): Mention[] {
  return [...text.matchAll(REJECT_CODE)].map((m) => ({ kind: "rejectCode" as const, name: m[0], line }))
}

function metrics(text: string, line: number): Mention[] {
  return [...text.matchAll(METRIC)]
    .filter((m) => METRIC_SUFFIX.test(m[0]) || /^[{[]/.test(text.slice((m.index ?? 0) + m[0].length)))
    .map((m) => ({ kind: "metric" as const, name: m[0], line }))
}

function configKey(code: string, line: number): Mention[] {
  const match = CONFIG_KEY.exec(code.trim())
  if (!match || FILE_NAME.test(match[0])) return []
  return [{ kind: "configKey", name: match[0], line }]
}

// Words before the tool in a command line: `sudo -u tachyon env X=1 /opt/tachyon/bin/journal-recover`.
const PREFIX_WORDS = new Set(["sudo", "env", "time", "nohup", "exec", "-u", "tachyon", "-E"])

/**
 * Where the command taskset runs starts: after its options and its CPU list or mask
 * (`taskset -c 0-3,16-31 journal-compress …`, `taskset 0x0f tool`).
 */
function afterTaskset(words: readonly string[], i: number): number {
  while (/^-[a-z]+$/.test(words[i] ?? "")) i++
  return /^(0x)?[0-9a-f,-]+$/i.test(words[i] ?? "") ? i + 1 : i
}

/** `--options` written after one of `tools` in one command (no pipes or `;` inside). */
function commandOptions(command: string, tools: ReadonlySet<string>, line: number): Mention[] {
  const words = command.trim().split(/\s+/)
  let i = 0
  for (;;) {
    if (i < words.length && (PREFIX_WORDS.has(words[i]) || /^[A-Z_]+=/.test(words[i]))) i++
    else if (words[i] === "taskset") i = afterTaskset(words, i + 1)
    else break
  }
  const tool = words[i]?.split("/").pop()
  if (!tool || !tools.has(tool)) return []
  return words
    .slice(i + 1)
    .map((w) => /^\[?(--[a-z0-9]+(?:-[a-z0-9]+)*)/.exec(w)?.[1])
    .filter((name): name is string => !!name)
    .map((name) => ({ kind: "cliOption" as const, name, tool, line }))
}

/** Commands in a bash block, one per line after joining `\` continuations, split at | ; && ||. */
function bashOptions(code: string, firstLine: number, tools: ReadonlySet<string>): Mention[] {
  const mentions: Mention[] = []
  let start = 0
  const lines = code.split("\n")
  let pending = ""
  lines.forEach((text, index) => {
    if (!pending) start = index
    pending += text.replace(/#.*$/, "")
    if (pending.endsWith("\\")) {
      pending = pending.slice(0, -1) + " "
      return
    }
    for (const command of pending.split(/\|\||&&|[|;]/))
      mentions.push(...commandOptions(command, tools, firstLine + start))
    pending = ""
  })
  return mentions
}

/** A synopsis: a line that starts with a tool's name, and the indented lines that continue it. */
function synopsisOptions(code: string, firstLine: number, tools: ReadonlySet<string>): Mention[] {
  const mentions: Mention[] = []
  let tool: string | null = null
  code.split("\n").forEach((text, index) => {
    const first = text.trim().split(/\s+/)[0]?.split("/").pop() ?? ""
    const starts = tools.has(first) && !/^\s/.test(text)
    if (starts) tool = first
    else if (!/^\s/.test(text) || !text.trim()) tool = null
    // The first line names the tool itself; a continuation line holds options only.
    if (tool) mentions.push(...commandOptions(starts ? text : `${tool} ${text}`, tools, firstLine + index))
  })
  return mentions
}

/** The tool a run of prose names: `journal-recover`, or a link to its page. */
function toolNamed(run: InlineRun, tools: ReadonlySet<string>): string | null {
  if (run.kind === "link") {
    const page =
      run.value
        .split("#")[0]
        .replace(/\/$/, "")
        .split("/")
        .pop()
        ?.replace(/\.mdx$/, "") ?? ""
    return tools.has(page) ? page : null
  }
  const words = run.value.split(/[^a-z0-9/-]+/)
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i].split("/").pop() ?? ""
    if (tools.has(word)) return word
  }
  return null
}

/**
 * Names in prose. A bare `--option` in inline code belongs to the tool named last before it in
 * the same sentence (`[oms-debugger](…) \`--verify\``); with none, to the page's own tool (the
 * check decides), never across a table cell.
 */
function proseMentions(runs: readonly InlineRun[], tools: ReadonlySet<string>): Mention[] {
  const mentions: Mention[] = []
  let lastTool: string | null = null
  for (const run of runs) {
    if (run.kind === "text") {
      mentions.push(...rejectCodes(run.value, run.line))
      if (/[|\n]/.test(run.value)) lastTool = null
      lastTool = toolNamed(run, tools) ?? lastTool
    } else if (run.kind === "link") lastTool = toolNamed(run, tools) ?? lastTool
    else {
      const { value, line } = run
      mentions.push(...rejectCodes(value, line), ...metrics(value, line), ...configKey(value, line))
      const bare = /^--[a-z0-9]+(?:-[a-z0-9]+)*/.exec(value)
      if (bare) mentions.push({ kind: "cliOption", name: bare[0], tool: lastTool, line })
      else {
        const command = commandOptions(value, tools, line)
        mentions.push(...command)
        lastTool = command[0]?.tool ?? toolNamed(run, tools) ?? lastTool
      }
    }
  }
  return mentions
}

/** Every mention on a page. `tools` are the command-line tools the data declares. */
export function mentionsIn(tree: MdxTree, tools: ReadonlySet<string>): Mention[] {
  const sequences = inlineSequences(tree)
  const mentions: Mention[] = fixTags(sequences)
  for (const runs of sequences) mentions.push(...proseMentions(runs, tools))
  for (const block of codeBlocks(tree)) {
    const lang = normaliseLanguage(block.lang)
    block.value.split("\n").forEach((text, i) => {
      mentions.push(...rejectCodes(text, block.line + 1 + i))
      if (!NOT_METRIC_LANGUAGES.has(lang)) mentions.push(...metrics(text, block.line + 1 + i))
    })
    if (lang === "hocon")
      for (const { path, line } of hoconKeyPaths(block.value))
        if ((CONFIG_BLOCKS as readonly string[]).includes(path.split(".")[0]))
          mentions.push({ kind: "configKey", name: path, line: block.line + line })
    if (lang === "bash") mentions.push(...bashOptions(block.value, block.line + 1, tools))
    if (lang === "text") mentions.push(...synopsisOptions(block.value, block.line + 1, tools))
  }
  return mentions
}

/**
 * Names in a piece of reference data's markdown (an option's meaning, a key's default): the data
 * is checked against itself as pages are. `tool` owns a bare `--option` (a tool's own entry).
 */
export function mentionsInMarkdown(markdown: string, tool: string | null, tools: ReadonlySet<string>): Mention[] {
  const runs: InlineRun[] = []
  const flatten = (nodes: readonly InlineNode[]) => {
    for (const n of nodes) {
      if (typeof n === "string") runs.push({ kind: "text", value: n, line: 1 })
      else if ("code" in n) runs.push({ kind: "code", value: n.code, line: 1 })
      else if ("link" in n) {
        runs.push({ kind: "link", value: n.link, line: 1 })
        flatten(n.children)
      } else flatten("strong" in n ? n.strong : n.em)
    }
  }
  flatten(inlineMarkdown(markdown))
  return [...fixTags([runs]), ...proseMentions(runs, tools)].map((m) =>
    m.kind === "cliOption" && m.tool === null ? { ...m, tool } : m,
  )
}
