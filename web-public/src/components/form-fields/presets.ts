/**
 * What every e-mail input of the site's forms says: its label, its type and the browser's
 * autofill, required. Spread it into a TextInput before the field's own props (a label there
 * overrides this one).
 */
export const EMAIL_INPUT = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  withAsterisk: true,
} as const;
