import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EMAIL_UNVERIFIED_CODE } from '@/domain/order-limits';
import { DELIVERED_STATUSES, ORDER_CANCELLED } from '@/domain/order-status';
import { REPORT_EMAIL_UNVERIFIED_MESSAGE, REVIEW_POSTS_PER_HOUR, REVIEW_REPORTS_PER_HOUR, type ReviewKindName } from '@/domain/reviews';
import { conflict, DomainError, tooMany, unauthenticated } from '@/domain/errors';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { requireAccount } from '../auth/session-helpers';
import { hit, refund } from '../rate-limit/service';

export const SIGN_IN_TO_REVIEW = 'Please sign in to leave a review';
export const SIGN_IN_TO_MARK = 'Please sign in to mark reviews as helpful';
export const SIGN_IN_TO_CHANGE = 'Please sign in to change your review';
export const SIGN_IN_TO_REPORT = 'Please sign in to report a review';

/** The signed-in user, or a 401 saying what signing in is for. The author is always the session's user. */
export async function requireReviewer(request: FastifyRequest, message: string): Promise<number> {
  const session = await request.getSession();
  if (!session || session.userId === null) throw unauthenticated(message);
  return session.userId;
}

/**
 * The signed-in reporter: 401 for a visitor, 403 `email_unverified` (as the orders answer it) for an account
 * whose address is not verified yet, so fresh throwaway accounts cannot report at all.
 */
export async function requireReporter(request: FastifyRequest): Promise<number> {
  await requireReviewer(request, SIGN_IN_TO_REPORT);
  const account = await requireAccount(request);
  if (!account.emailVerified) throw new DomainError('forbidden', REPORT_EMAIL_UNVERIFIED_MESSAGE, { extra: { code: EMAIL_UNVERIFIED_CODE } });
  return account.userId;
}

const HOUR_MS = 60 * 60 * 1000;
const limitKey = (userId: number) => `review:user:${userId}`;
const reportLimitKey = (userId: number) => `review-report:user:${userId}`;

const retryAfter = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

/** Counts a post against the user's hourly allowance (stores and products together); past it, 429 with Retry-After. */
export async function enforceReviewLimit(db: Db, userId: number): Promise<void> {
  const result = await hit(db, { key: limitKey(userId), limit: REVIEW_POSTS_PER_HOUR, windowMs: HOUR_MS });
  if (result.allowed) return;
  throw tooMany(`You can post up to ${REVIEW_POSTS_PER_HOUR} reviews an hour. Please try again later.`, retryAfter(result.resetAt));
}

/** Counts a new report against the user's hourly allowance (stores and products together); past it, 429 with Retry-After. */
export async function enforceReportLimit(db: Db, userId: number): Promise<void> {
  const result = await hit(db, { key: reportLimitKey(userId), limit: REVIEW_REPORTS_PER_HOUR, windowMs: HOUR_MS });
  if (result.allowed) return;
  throw tooMany(`You can report up to ${REVIEW_REPORTS_PER_HOUR} reviews an hour. Please try again later.`, retryAfter(result.resetAt));
}

/** A post that wrote nothing (a duplicate lost the race) gives its hit back. */
export const refundReviewLimit = (db: Db, userId: number) => refund(db, limitKey(userId));

/** A report that wrote nothing (a parallel repeat got in first) gives its hit back. */
export const refundReportLimit = (db: Db, userId: number) => refund(db, reportLimitKey(userId));

/** 409 with the existing review's id, so the client can offer to edit it instead. */
export function duplicateReview(noun: 'store' | 'product', reviewId: number): DomainError {
  return conflict(`You have already reviewed this ${noun}`, { code: 'review_exists', reviewId });
}

/**
 * The rule for "Verified Purchase": one of the user's own orders, not cancelled, holds a line matching `line`
 * (a product review: the product; a store review: anything from the store). Posting a review asks it once;
 * cancelling an order asks it again of the owner's reviews it touched (verification.ts).
 */
export function boughtQuery(db: Db, userId: number, line: SQL) {
  return purchases(db, userId, and(ne(orders.status, ORDER_CANCELLED), line)!);
}

/** The user's order lines that satisfy `where` (the order joined): what boughtQuery and receivedQuery ask. */
function purchases(db: Db, userId: number, where: SQL) {
  return db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), where));
}

/**
 * The same purchase, delivered: one of the user's own orders whose goods reached them (DELIVERED_STATUSES)
 * holds a line matching `line`. A report counts towards hiding a review only from such a shopper (reports.ts);
 * a delivered order is never cancelled, so no lock is needed.
 */
function receivedQuery(db: Db, userId: number, line: SQL) {
  return purchases(db, userId, and(inArray(orders.status, [...DELIVERED_STATUSES]), line)!);
}

/** Whether the user has had the product (a product review) or anything from the store (a store review) delivered. */
export async function hasReceived(db: Db, userId: number, kind: ReviewKindName, subjectId: number): Promise<boolean> {
  const line = kind === 'store' ? eq(orderItems.storeId, subjectId) : eq(orderItems.productId, subjectId);
  const [row] = await receivedQuery(db, userId, line).limit(1);
  return row !== undefined;
}

/**
 * Whether the user bought it, holding a share lock on the order that says so until `db`'s transaction ends: a
 * cancel of that order (which locks it for update first) waits for the review to be written and then sees it;
 * a review posted while the cancel is in flight waits for it, and the cancelled order no longer counts.
 */
async function hasBought(db: Db, userId: number, line: SQL): Promise<boolean> {
  const [row] = await boughtQuery(db, userId, line).limit(1).for('share', { of: orders });
  return row !== undefined;
}

export const hasBoughtProduct = (db: Db, userId: number, productId: number) => hasBought(db, userId, eq(orderItems.productId, productId));
export const hasBoughtFromStore = (db: Db, userId: number, storeId: number) => hasBought(db, userId, eq(orderItems.storeId, storeId));
