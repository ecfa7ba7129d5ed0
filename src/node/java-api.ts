import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "./files-under"
import { JAVA_DRIVER, type JavaApi } from "./sample-tools"
import { lastingCacheDir } from "./lasting-cache"

/**
 * The Tachyon Java API as source (content/README.md, "Code samples are checked"): `content/reference/java-api/src/main/java`
 * (io.tachyon.*) and `src/junit-stubs/java` (the few JUnit 5 signatures the docs' tests use). It is
 * the product's, not a content tree's: a fixture site (TACHYON_CONTENT_DIR) compiles against it too.
 */
export const JAVA_API_DIR = path.resolve(process.cwd(), "content/reference/java-api")
const SOURCE_ROOTS = ["src/main/java", "src/junit-stubs/java"]

const javaFiles = (dir: string): string[] => filesUnder(dir).filter((file) => file.endsWith(".java"))

export interface JavaApiVersion extends JavaApi {
  /** A hash of the API's files and of the compiler driver: part of every Java block's result key. */
  hash: string
}

/**
 * The API's roots, its content hash, and the folder its classes are kept in, named by that hash
 * (compiled once by the driver, then reused by every build until the source changes).
 */
export function javaApi(apiDir = JAVA_API_DIR, cacheDir = lastingCacheDir("java-api")): JavaApiVersion {
  const roots = SOURCE_ROOTS.map((root) => path.join(apiDir, root))
  const hash = createHash("sha1")
  for (const file of roots.flatMap(javaFiles))
    hash.update(path.relative(apiDir, file)).update("\0").update(readFileSync(file)).update("\0")
  hash.update(readFileSync(JAVA_DRIVER))
  const digest = hash.digest("hex")
  return { roots, hash: digest, classesDir: path.join(cacheDir, digest) }
}
