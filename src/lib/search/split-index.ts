/**
 * The split index in the browser (format.ts): the entry file, then shards as queries need them,
 * imported into one FlexSearch index per group with FlexSearch's own `import` (which adds a map
 * chunk to what the index holds), and the result files of the results shown. Fetching is a
 * parameter, so the same code runs in the browser, in the Node benchmark and in Jest.
 */
import { Index } from "flexsearch"
import { SEARCH_GROUPS, SearchDocumentType, SearchPageTable } from "./documents"
import {
  decodeKeyFile,
  deltaDecode,
  isEntryFile,
  isKeyFile,
  isShardFile,
  SEARCH_FILES_DIR,
  shardOf,
  shardsOfPrefix,
  type EntryFile,
  type EntryPages,
  type KeyText,
  type SerializedMap,
  type ShardRef,
} from "./format"
import { safeDecode } from "../decode-uri"
import { lowerBound } from "./vocabulary"

/** Fetches and parses a JSON file; rejects on a failed request. */
export type FetchJson = (url: string) => Promise<unknown>

/** FlexSearch's score slots for one term: slot n holds the positions of documents scored n. */
export type Slots = readonly (readonly number[] | null | undefined)[]
const NO_SLOTS: Slots = []

export class SearchIndexError extends Error {}

/** Thrown by a search told not to fetch (`fetch: false`) when it needs a file not loaded yet. */
export class NeedsFetch extends Error {
  constructor() {
    super("The search needs a file that is not loaded yet.")
    this.name = "NeedsFetch"
  }
}

export interface LoadedGroup {
  type: SearchDocumentType
  index: Index
  resolution: number
}

export class SplitIndex {
  readonly table: SearchPageTable
  readonly groups: LoadedGroup[]
  private readonly shards: readonly ShardRef[]
  private readonly textsDir: string
  private readonly folderOf: readonly number[]
  private readonly folders: readonly string[]
  /** Each shard's terms (all groups), sorted, once it is loaded. */
  private readonly shardTerms = new Map<number, string[]>()
  private readonly shardLoads = new Map<number, Promise<void>>()
  private readonly keyLoads = new Map<number, Promise<KeyText>>()

  /** `baseUrl`: the folder of the entry file, with a trailing slash ("/" for the site). */
  constructor(
    entry: EntryFile,
    private readonly baseUrl: string,
    private readonly fetchJson: FetchJson,
  ) {
    // The titles' group carries the tables every group shares (format.ts).
    const titles = entry[SearchDocumentType.Title]
    const pages = titles.documents as EntryPages
    this.table = new SearchPageTable(pages.sections)
    this.folderOf = pages.folder
    this.folders = pages.folders
    this.shards = titles.index.shards ?? []
    this.textsDir = titles.index.texts ?? ""
    this.groups = SEARCH_GROUPS.map((type) => {
      const resolution = Number(entry[type].index.r) || 1
      // Queries look up one tokenized term at a time, so the query-side encoder passes it through.
      return {
        type,
        resolution,
        index: new Index({ tokenize: "strict", resolution, encode: (term: string) => [term] }),
      }
    })
  }

  /** Loads the entry file at `url` (its `?_=` included); `baseUrl` is where its files are. */
  static async load(url: string, baseUrl: string, fetchJson: FetchJson): Promise<SplitIndex> {
    return SplitIndex.of(await fetchJson(url), baseUrl, fetchJson)
  }

  /** The index of an entry file already fetched (the browser fetches it beside the code). */
  static of(entry: unknown, baseUrl: string, fetchJson: FetchJson): SplitIndex {
    if (!isEntryFile(entry)) throw new SearchIndexError("The search index could not be read.")
    return new SplitIndex(entry, baseUrl, fetchJson)
  }

  get pageCount(): number {
    return this.table.pageCount
  }

  /** The shard that holds `term`. */
  shardOf(term: string): number {
    return shardOf(this.shards, term)
  }

  /** The shards that hold terms starting with `prefix`, at most `max` (the first ones). */
  shardsOfPrefix(prefix: string, max = Infinity): number[] {
    return shardsOfPrefix(this.shards, prefix).slice(0, max)
  }

  /**
   * Loads shards (each once; a failed one is tried again next time). With `fetch` false it loads
   * nothing and rejects with `NeedsFetch` when one is missing: the box answers a keystroke at once
   * from what is loaded, and fetches only once the reader pauses (use-search.ts).
   */
  async loadShards(shards: Iterable<number>, fetch = true): Promise<void> {
    const pending: Promise<void>[] = []
    for (const shard of new Set(shards)) {
      if (shard < 0 || shard >= this.shards.length || this.shardTerms.has(shard)) continue
      if (!fetch) throw new NeedsFetch()
      let load = this.shardLoads.get(shard)
      if (!load) {
        load = this.fetchShard(shard)
        this.shardLoads.set(shard, load)
        load.catch(() => this.shardLoads.delete(shard))
      }
      pending.push(load)
    }
    await Promise.all(pending)
  }

  private async fetchShard(shard: number): Promise<void> {
    const file = await this.fetchJson(`${this.baseUrl}${SEARCH_FILES_DIR}/${this.shards[shard][1]}.json`)
    if (!isShardFile(file)) throw new SearchIndexError("The search index could not be read.")
    const terms = new Set<string>()
    file.forEach((map, type) => {
      const decoded: SerializedMap = map.map(([term, slots]) => {
        terms.add(term)
        return [term, slots.map((deltas) => (deltas && deltas.length ? deltaDecode(deltas) : null))]
      })
      // FlexSearch's import adds the chunk to the map the index holds (the types say text; it
      // takes the parsed value too).
      this.groups[type].index.import("map", decoded as unknown as string)
    })
    this.shardTerms.set(shard, [...terms].sort())
  }

  /** The loaded terms starting with `prefix`, sorted (the shards of the range that are loaded). */
  termsWithPrefix(prefix: string): string[] {
    const terms: string[] = []
    for (const shard of this.shardsOfPrefix(prefix)) {
      const loaded = this.shardTerms.get(shard)
      if (!loaded) continue
      for (let n = lowerBound(loaded, prefix); n < loaded.length && loaded[n].startsWith(prefix); n++)
        terms.push(loaded[n])
    }
    return terms
  }

  /** Whether `term` is in a loaded shard. */
  hasTerm(term: string): boolean {
    const terms = this.shardTerms.get(this.shardOf(term))
    if (!terms) return false
    const at = lowerBound(terms, term)
    return terms[at] === term
  }

  /**
   * FlexSearch's score slots for `term` in a group, read from the index's term map: a keystroke
   * looks up dozens of terms, and the search call allocates a result each time. `viaSearch` asks
   * FlexSearch's public search instead (split-index.test.ts checks that both agree).
   */
  slotsOf(type: SearchDocumentType, term: string, viaSearch = false): Slots {
    const group = this.groups[type]
    const map = (group.index as unknown as { map?: unknown }).map
    if (!viaSearch && map instanceof Map) return (map.get(term) as Slots | undefined) ?? NO_SLOTS
    const resolver = group.index.search(term, { resolve: false, limit: this.table.groupSize(type) }) as unknown as {
      result?: Slots
    }
    return resolver.result ?? NO_SLOTS
  }

  /** How many documents of all groups hold `term` (its document frequency). */
  frequency(term: string): number {
    let count = 0
    for (const group of this.groups) for (const ids of this.slotsOf(group.type, term)) if (ids) count += ids.length
    return count
  }

  /** Whether page `page` lies under the folder `ctx` ("docs/api"; "" for every page). */
  inFolder(page: number, ctx: string): boolean {
    if (!ctx) return true
    const folder = this.folders[this.folderOf[page]] ?? ""
    return [folder, safeDecode(folder)].some((f) => f.startsWith(`/${ctx}/`))
  }

  /** The result file of a key, decoded (fetched once; with `fetch` false, only if it is loaded or
   * loading). */
  keyText(key: number, fetch = true): Promise<KeyText> {
    let load = this.keyLoads.get(key)
    if (!load && !fetch) return Promise.reject(new NeedsFetch())
    if (!load) {
      load = this.fetchJson(`${this.baseUrl}${SEARCH_FILES_DIR}/${this.textsDir}/${key}.json`).then((file) => {
        if (!isKeyFile(file)) throw new SearchIndexError("The search index could not be read.")
        return decodeKeyFile(file)
      })
      this.keyLoads.set(key, load)
      load.catch(() => this.keyLoads.delete(key))
    }
    return load
  }
}
