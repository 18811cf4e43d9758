import { sql, type SQL } from 'drizzle-orm';
import { deletionVariants, indexWords, MIN_FUZZY_LENGTH, normalizeText } from '@/domain/search-text';

export interface SearchableProduct {
  name: string;
  brand: string | null;
  category: string;
  description: string | null;
}

/** The name as search reads it: every word and its singular. */
export function searchNameOf(p: SearchableProduct): string {
  return indexWords(p.name).join(' ');
}

/** The weighted tsvector: name words rank above brand and category, which rank above the description. */
export function searchDocOf(p: SearchableProduct): SQL {
  const name = searchNameOf(p);
  const tags = indexWords(`${p.brand ?? ''} ${p.category}`).join(' ');
  const description = indexWords(normalizeText(p.description ?? '')).join(' ');
  return sql`setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${tags}), 'B') || setweight(to_tsvector('simple', ${description}), 'D')`;
}

/** Vocabulary rows for one-typo matching: (deletion variant, term) for every name word long enough to be fuzzy. */
export function vocabularyRows(searchNames: Iterable<string>): { variant: string; term: string }[] {
  const terms = new Set<string>();
  for (const name of searchNames) for (const w of name.split(' ')) if (w.length >= MIN_FUZZY_LENGTH - 1 && /[a-z]/.test(w)) terms.add(w);
  const rows: { variant: string; term: string }[] = [];
  for (const term of terms) for (const variant of deletionVariants(term)) rows.push({ variant, term });
  return rows;
}
