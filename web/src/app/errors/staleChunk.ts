/**
 * After a deploy, the hashed scripts of the previous build are gone: a tab opened before it fails to
 * load the next page's chunk. One reload fetches the new index.html and its scripts; the time of that
 * reload is remembered for the tab so that a chunk missing for another reason does not reload forever.
 */
const RELOADED_AT = 'solve.staleChunkReloadAt';
/** A second failure within this time after our own reload is not a stale tab: show the error. */
const GUARD_MS = 60_000;

/** Whether an error is a script (or its style sheet) that could not be fetched. */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|importing a module script failed|error loading dynamically|unable to preload css/i.test(
    error.message,
  );
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
  now(): number;
}

const browser = (): ReloadDeps => ({
  storage: safeSessionStorage(),
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: no guard, so no reload either
  }
}

/** Reloads the page unless this tab already did so lately; true when a reload is on its way. */
export function reloadOnceForStaleChunk(deps: ReloadDeps = browser()): boolean {
  const { storage } = deps;
  if (!storage) return false;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Number.isFinite(last) && deps.now() - last < GUARD_MS) return false;
  try {
    storage.setItem(RELOADED_AT, String(deps.now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}
