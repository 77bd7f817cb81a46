/**
 * New row ids (docs/architecture.md "Domain rules"): a service takes an optional `newId` so a test can
 * name its rows; without one, a random UUID. Written here once, for every domain.
 */
export interface IdSource {
  newId?: () => string;
}

export const randomId = (): string => crypto.randomUUID();

/** The next id from the caller's source, or a random UUID. */
export function nextId(deps: IdSource): string {
  return (deps.newId ?? randomId)();
}

/** The caller's id source as a function, for code that makes several ids. */
export function idSource(deps: IdSource): () => string {
  return deps.newId ?? randomId;
}
