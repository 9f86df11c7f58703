/** The absolute path `spec` names from the file `from` (extension as written), or null for a package. */
export function localTarget(from: string, spec: string): string | null;
