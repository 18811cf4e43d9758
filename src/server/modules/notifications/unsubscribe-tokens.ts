import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@/domain/notifications';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_NAME = 'unsubscribe-links';

/**
 * Unsubscribe links (RFC 8058 one-click, and the link in the body) carry a token naming the shopper and the kind,
 * signed with a key every instance shares (app_secrets, made once): a link works without signing in, and cannot be
 * turned into another shopper's or another kind's.
 */
export class UnsubscribeTokens {
  private constructor(private readonly key: Buffer) {}

  /** The shared key, made by whichever instance asks first. */
  static async load(db: Db): Promise<UnsubscribeTokens> {
    await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    return new UnsubscribeTokens(Buffer.from(row!.value, 'base64url'));
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  sign(userId: number, kind: OptionalMailKind): string {
    const payload = `${userId}.${kind}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The shopper and kind a token names, or null for a tampered, truncated or made-up one. */
  verify(token: string): { userId: number; kind: OptionalMailKind } | null {
    const match = /^(\d{1,10})\.([a-z_]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, id, kind, mac] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.mac(`${id}.${kind}`));
    if (!timingSafeEqual(expected, Buffer.from(mac)) || !(OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind)) return null;
    return { userId: Number(id), kind: kind as OptionalMailKind };
  }
}
