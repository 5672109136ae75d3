// Whether a new version of the app is installed and waiting (registerType 'prompt': it takes over
// only when the user asks, so a page is never swapped under someone mid-analysis).

type Apply = () => void;

let applyUpdate: Apply | undefined;
const listeners = new Set<() => void>();

/** Called by register-sw.ts when a new service worker waits; `apply` activates it and reloads. */
export function offerUpdate(apply: Apply): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** The waiting update's apply function, undefined when there is none. */
export function pendingUpdate(): Apply | undefined {
  return applyUpdate;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
