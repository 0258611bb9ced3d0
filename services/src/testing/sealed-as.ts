/** A value shaped as families' sealing.ts seals it for this person (its body is the text, not encrypted): for `decide` tests. */
export const sealedAs = (personId: string, text: string): string =>
  `sealed:v1:${personId}:${'A'.repeat(16)}:${'B'.repeat(22)}:${Buffer.from(text).toString('base64url')}`;
