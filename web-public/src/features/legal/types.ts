/** A paragraph, or a bulleted list, of a legal page. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; title: string; body: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** Document 2 §2: both pages were last updated April 24, 2025. */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
};

export const LAST_UPDATED = 'April 24, 2025';
