/**
 * What `read` answers once `done` holds of it, or after 10 s (the caller's assertion then says
 * what it found): for what a loop beside the test does, such as the awarding loop's mail.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
