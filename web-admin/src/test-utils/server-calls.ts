import { vi } from 'vitest';

export type Call = { url: string; method: string; body: unknown };

/** Records every fetch; answers 200 with `answer(call)` (or its status and message). */
export function serverCalls(
  answer: (call: Call) => { status?: number; json: unknown } = () => ({
    json: { message: 'Done' },
  }),
) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    const { status = 200, json } = answer(call);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
