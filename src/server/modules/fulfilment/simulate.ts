import { setTimeout as sleep } from 'node:timers/promises';
import type { FulfilmentOrderSummary } from '@/contracts/fulfilment';
import { STATUS_OUT_FOR_DELIVERY, type Move } from '@/domain/fulfilment';
import { ID_CHECK_CHOICES } from '@/domain/age-restrictions';
import { idCheckLines, loadOrder } from './load';
import { listWork } from './queries';
import { moveOrder, recordOutcome, type FulfilmentDeps } from './service';
import { createOrPromoteStaff } from './staff-accounts';
import { suggestionsFor } from './suggestions';
import { seededRandom } from '@/domain/seeded-random';

export const SIMULATOR_EMAIL = 'simulator@everystore.example';

/** The simulator's last line: 'Done: 1 order, 4 moves.' (one of each is singular). */
export function simulationSummary({ orders, moves }: { orders: number; moves: number }): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Done: ${count(orders, 'order')}, ${count(moves, 'move')}.`;
}


export interface SimulateOptions {
  pauseMs: number;
  seed: number;
  /** Share of lines marked unavailable, and share substituted (when the shopper's preference allows one). */
  unavailableRate?: number;
  substituteRate?: number;
  /** Share of orders with age-restricted lines whose ID check at the door is refused (those lines go back). */
  idRefusedRate?: number;
  log?: (line: string) => void;
}

/**
 * Moves every open order through the rest of its life, through the same service functions as the staff
 * routes, as a system staff member (made if missing): each chain started, its lines picked (now and then one
 * unavailable, or substituted with the first suggestion), collected; then out for delivery and delivered.
 */
export async function simulateFulfilment(deps: FulfilmentDeps, options: SimulateOptions): Promise<{ orders: number; moves: number }> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const unavailableRate = options.unavailableRate ?? 0.08;
  const substituteRate = options.substituteRate ?? 0.08;
  const idRefusedRate = options.idRefusedRate ?? 0.2;
  const staff = await createOrPromoteStaff(deps.db, { email: SIMULATOR_EMAIL, firstName: 'Sam', lastName: 'Simulator' });
  const actor = { role: 'staff' as const, userId: staff.userId };
  let moves = 0;
  const step = async (what: string, fn: () => Promise<void>) => {
    await fn();
    moves += 1;
    log(what);
    if (options.pauseMs > 0) await sleep(options.pauseMs);
  };
  // A payment problem is on the open list for staff to retry or write off: not the simulator's to move.
  const work = (await listWork(deps.db, 'open')).filter((o) => o.paymentState !== 'payment_problem');
  for (const summary of work) {
    try {
      await simulateOne(summary);
    } catch (error) {
      // Someone else moved it meanwhile (a 409): leave it to them and go on.
      log(`${summary.orderNumber}: skipped (${(error as Error).message})`);
    }
  }
  return { orders: work.length, moves };

  async function simulateOne(summary: FulfilmentOrderSummary) {
    const id = summary.id;
    const move = (m: Move) => moveOrder(deps, id, actor, m);
    for (const chain of summary.chains) {
      if (chain.state === 'pending') await step(`${summary.orderNumber}: collecting from ${chain.storeName}`, () => move({ type: 'start_chain', storeId: chain.storeId }));
      if (chain.state === 'collected') continue;
      const loaded = (await loadOrder(deps.db, id))!;
      const suggestions = await suggestionsFor(deps.db, loaded);
      for (const item of loaded.items.filter((i) => i.storeId === chain.storeId && i.outcome === null)) {
        const roll = random();
        const first = suggestions.get(item.id)?.[0];
        if (roll < substituteRate && first) {
          const quantity = Math.min(item.quantity, first.maxQuantity);
          await step(`  ${item.productName}: substituted with ${first.name}`, () => recordOutcome(deps, id, item.id, actor.userId, { outcome: 'substituted', productId: first.productId, quantity }));
        } else if (roll < substituteRate + unavailableRate) {
          await step(`  ${item.productName}: unavailable`, () => recordOutcome(deps, id, item.id, actor.userId, { outcome: 'unavailable' }));
        } else {
          await recordOutcome(deps, id, item.id, actor.userId, { outcome: 'picked' });
          moves += 1;
        }
      }
      await step(`${summary.orderNumber}: collected from ${chain.storeName}`, () => move({ type: 'collect_chain', storeId: chain.storeId }));
    }
    if (summary.status !== STATUS_OUT_FOR_DELIVERY) await step(`${summary.orderNumber}: out for delivery`, () => move({ type: 'out_for_delivery' }));
    // Age-restricted lines: the ID check at the door, now and then refused (issue 38).
    const atDoor = (await loadOrder(deps.db, id))!;
    if (idCheckLines(atDoor).length === 0) {
      await step(`${summary.orderNumber}: delivered`, () => move({ type: 'deliver' }));
    } else {
      const idCheck = random() < idRefusedRate ? 'refused' : 'id_checked';
      await step(`${summary.orderNumber}: delivered (${ID_CHECK_CHOICES[idCheck]})`, () => move({ type: 'deliver', idCheck }));
    }
  }
}
