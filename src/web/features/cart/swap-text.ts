import { formatPence } from '@/domain/money';

/** 'Own-brand swaps could save another £0.85' beside same-product swaps, 'Own-brand swaps could save £0.85' alone. */
export function ownBrandLine(pence: number, besideSameProduct: boolean): string {
  return `Own-brand swaps could save ${besideSameProduct ? 'another ' : ''}${formatPence(pence)}`;
}
