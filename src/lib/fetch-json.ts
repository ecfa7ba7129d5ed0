/** What `fetchJson` needs of `fetch`: given, not global, so this module stays pure and testable. */
export type Fetch<Init> = (
  url: string,
  init?: Init,
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

/**
 * A JSON file over HTTP, with an error that says which step failed, in the reader's words
 * (`what` names the file: "The search index"): no answer ("no connection"), an HTTP error
 * status, or a body that is not JSON. The site's one JSON fetch (the search index, Gatsby's
 * chunk map).
 */
export async function fetchJson<Init>(fetcher: Fetch<Init>, url: string, what: string, init?: Init): Promise<unknown> {
  let response: Awaited<ReturnType<Fetch<Init>>>
  try {
    response = await fetcher(url, init)
  } catch {
    throw new Error(`${what} could not be loaded (no connection).`)
  }
  if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status}).`)
  try {
    return await response.json()
  } catch {
    throw new Error(`${what} could not be read.`)
  }
}
