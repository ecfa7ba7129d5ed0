import type { BlockProblem } from "./fix"

/**
 * A pipeline written inside a comment: `curl -s host:9100/metrics   # the metrics port | grep '^x_'`.
 * The `| grep` after the `#` is part of the comment, so a reader who pastes the line gets every
 * metric unfiltered. bash -n and shellcheck both accept it (a comment may say anything); three
 * pages shipped it. A comment's text that holds `| <command>` for one of the filters below is
 * reported; prose that merely mentions a pipe without such a command is left alone.
 */
const FILTERS = [
  "grep",
  "egrep",
  "fgrep",
  "jq",
  "awk",
  "sed",
  "head",
  "tail",
  "sort",
  "uniq",
  "wc",
  "cut",
  "tr",
  "xargs",
  "tee",
  "less",
]
const PIPE_TO_FILTER = new RegExp(String.raw`\|\s*(${FILTERS.join("|")})\b`)

/** Where a line's comment starts (the index of its `#`), or -1: a `#` that begins a word outside quotes. */
export function commentStart(line: string): number {
  let quote: "'" | '"' | null = null
  // Whether the previous character ends a word (unescaped blank or operator): only there does `#` start a comment.
  let atWordStart = true
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quote === "'") {
      if (c === "'") quote = null
    } else if (c === "\\") {
      i++
    } else if (quote === '"') {
      if (c === '"') quote = null
    } else if (c === "'" || c === '"') {
      quote = c
    } else if (c === "#" && atWordStart) {
      return i
    }
    atWordStart = quote === null && c !== "\\" && /[\s;&|]/.test(c)
  }
  return -1
}

/** The terminator word of a here-document a line opens (`<<EOF`, `<<-'EOF'`, `<< "END"`), if any. */
function hereDocTerminator(code: string): string | null {
  // `(?<!<)<<(?!<)`: a here-string (`<<< word`) feeds one word and opens no body.
  const match = /(?<!<)<<(?!<)-?\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1/.exec(code)
  return match ? match[2] : null
}

/** Comments of a Bash block that hold a pipeline; line 1 is the block's first line. */
export function commentedPipelines(code: string): BlockProblem[] {
  const problems: BlockProblem[] = []
  let hereDoc: string | null = null
  code.split("\n").forEach((line, index) => {
    if (hereDoc !== null) {
      // A here-document's body is data (a config file, a script for another program): not Bash.
      if (line.replace(/^\t+/, "") === hereDoc) hereDoc = null
      return
    }
    const at = commentStart(line)
    const command = at === -1 ? line : line.slice(0, at)
    hereDoc = hereDocTerminator(command)
    if (at === -1) return
    const comment = line.slice(at)
    const pipe = PIPE_TO_FILTER.exec(comment)
    // A line that is all comment is a command left out on purpose, or prose.
    if (!pipe || command.trim() === "") return
    problems.push({
      line: index + 1,
      message:
        `a pipeline inside a comment never runs: "${comment.slice(pipe.index).trim()}" follows the "#" at column ${at + 1}; ` +
        "put the comment on its own line above the command",
    })
  })
  return problems
}
