import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { OperatorDetails } from '@/contracts/config';
import { publicReadKey } from '@/contracts/public-reads';
import { schemaQueryFn } from '@/web/lib/api';
import type { PolicyBlock, PolicyDocument } from './policy-types';

export const OPERATOR_QUERY_KEY = publicReadKey({ kind: 'operator' });

/** The company that runs the shop, as the server is configured (OPERATOR_* variables). Suspends until known. */
export function useOperatorDetails(): OperatorDetails {
  return useSuspenseQuery({ queryKey: OPERATOR_QUERY_KEY, queryFn: schemaQueryFn('operatorDetailsSchema') }).data;
}

/** The same details without suspending: undefined until they arrive (the footer, an order's Contact Support). */
export function useOperatorContact(): OperatorDetails | undefined {
  return useQuery({ queryKey: OPERATOR_QUERY_KEY, queryFn: schemaQueryFn('operatorDetailsSchema') }).data;
}

/** The operator's address as lines: its name, then the address split at its commas. */
export function operatorAddressLines(operator: OperatorDetails): string[] {
  return [operator.name, ...operator.address.split(',').map((line) => line.trim()).filter(Boolean)];
}

/** '{operator.name}' and its siblings in a policy's text, replaced with the configured details. */
export function fillOperator(text: string, operator: OperatorDetails): string {
  return text.replace(/\{operator\.(\w+)\}/g, (token, key: string) => (key in operator ? operator[key as keyof OperatorDetails] : token));
}

function fillBlock(block: PolicyBlock, operator: OperatorDetails): PolicyBlock {
  const fill = (t: string) => fillOperator(t, operator);
  if (typeof block === 'string') return fill(block);
  if ('list' in block) return { list: block.list.map(fill) };
  return { table: { caption: fill(block.table.caption), columns: block.table.columns.map(fill), rows: block.table.rows.map((r) => r.map(fill)) } };
}

export function withOperator(doc: PolicyDocument, operator: OperatorDetails): PolicyDocument {
  return {
    intro: fillOperator(doc.intro, operator),
    sections: doc.sections.map((s) => ({ heading: fillOperator(s.heading, operator), blocks: s.blocks.map((b) => fillBlock(b, operator)) })),
  };
}
