/** What the server said (its `message`, via react-admin's HttpError), if anything. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() !== '' ? error.message : undefined;
}

export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** Document 2 §8's toast shape: "Error creating prospect: <server message or fallback>". */
export const failureText = (title: string, error: unknown): string =>
  `${title}: ${serverMessage(error) ?? 'An error occurred'}`;
