/**
 * The Access Denied notice (document 2 §8): shown over the back office to a signed-in user who
 * is not an admin, just before the browser is sent home. It lives outside React so the
 * authProvider can raise it.
 */
export const ACCESS_DENIED = 'You need administrator privileges to access the admin area.';
export const HOME_DELAY_MS = 2500;

let message: string | null = null;
const listeners = new Set<() => void>();

export const accessDenied = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): string | null => message,
  raise(text: string): void {
    message = text;
    for (const listener of listeners) listener();
  },
};
