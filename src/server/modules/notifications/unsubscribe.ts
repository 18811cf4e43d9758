import type { UnsubscribeState } from '@/contracts/notifications';
import { invalid } from '@/domain/errors';
import { MAIL_KIND_LABELS, type OptionalMailKind } from '@/domain/notifications';
import type { Db } from '../../db/client';
import { readPreferences, setPreference } from './preferences';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

export const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid';

const FIELDS: Record<OptionalMailKind, 'deliveryUpdates' | 'offers' | 'priceDrops'> = { delivery_updates: 'deliveryUpdates', offers: 'offers', price_drops: 'priceDrops' };

function checked(tokens: UnsubscribeTokens, token: string) {
  const named = tokens.verify(token);
  if (!named) throw invalid(`token: ${INVALID_LINK_MESSAGE}`, { token: INVALID_LINK_MESSAGE });
  return named;
}

/** What a link is for and whether its shopper still gets that kind (a deleted account reads as unsubscribed). */
export async function unsubscribeState(db: Db, tokens: UnsubscribeTokens, token: string): Promise<UnsubscribeState> {
  const { userId, kind } = checked(tokens, token);
  const preferences = await readPreferences(db, userId);
  return { kind, title: MAIL_KIND_LABELS[kind].title, subscribed: preferences[FIELDS[kind]] };
}

/** The link's kind turned off (or, `undo`, on again) for its shopper; the same answer however often it is sent. */
export async function unsubscribe(db: Db, tokens: UnsubscribeTokens, token: string, undo: boolean): Promise<UnsubscribeState> {
  const { userId, kind } = checked(tokens, token);
  await setPreference(db, userId, kind, undo, 'unsubscribe').catch((error: unknown) => {
    // The account is gone (its preferences with it): nothing is sent to it anyway.
    if (!String((error as { code?: string })?.code).startsWith('23')) throw error;
  });
  return unsubscribeState(db, tokens, token);
}
