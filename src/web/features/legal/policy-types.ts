/** A legal document as data, so one component renders every policy and each text is its own chunk. */
export interface PolicyTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A paragraph, a bulleted list or a table. */
export type PolicyBlock = string | { list: string[] } | { table: PolicyTable };

export interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  /** One or two sentences under the title saying what the document covers. */
  intro: string;
  sections: PolicySection[];
}
