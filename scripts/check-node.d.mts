/** The lowest version a `>=X.Y.Z` range allows, as [major, minor, patch]; null for any other form. */
export function minimumOf(range: string): [number, number, number] | null;
/** Why `current` cannot run the platform under `range`, in Chinese; null when it can. */
export function nodeVersionProblem(current: string, range: string): string | null;
/** The promised range, read from the root package.json. */
export function promisedRange(): string;
