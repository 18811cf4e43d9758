import { describe, expect, it } from 'vitest';
import { simulationSummary } from './simulate';

describe('simulationSummary', () => {
  it("counts one order as 'order', never '1 orders'", () => {
    expect(simulationSummary({ orders: 1, moves: 1 })).toBe('Done: 1 order, 1 move.');
    expect(simulationSummary({ orders: 2, moves: 7 })).toBe('Done: 2 orders, 7 moves.');
    expect(simulationSummary({ orders: 0, moves: 0 })).toBe('Done: 0 orders, 0 moves.');
  });
});
