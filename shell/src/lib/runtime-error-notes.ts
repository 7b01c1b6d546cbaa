/** What the federation runtime said of each remote's last failed load (stage and error). */
const notes = new Map<string, string>();

export function noteRuntimeError(remote: string, note: string) {
  notes.set(remote, note.slice(0, 500));
}

export function lastRuntimeErrorOf(remote: string): string | undefined {
  return notes.get(remote);
}

/** A new load starts without the note of another build's failure. */
export function forgetRuntimeError(remote: string) {
  notes.delete(remote);
}
