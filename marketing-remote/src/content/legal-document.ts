/** A policy page: dated, in sections a reader can jump to. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Paragraphs that follow the list. */
  closing?: readonly string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** When both policies last changed; shown on each. */
export const POLICIES_LAST_UPDATED = 'November 27, 2026';
