import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterOptions } from '@/domain/product-filters';
import { makeProduct } from '@/web/testing';
import { FilterSheet } from './filter-sheet';

const panel = { filters: DEFAULT_FILTERS, onChange: () => {}, onReset: () => {}, options: filterOptions([makeProduct({})]) };

describe('FilterSheet', () => {
  it("counts the products its close button shows, and does not say '0' while they are still coming", () => {
    const { rerender } = render(<FilterSheet {...panel} open onOpenChange={() => {}} resultCount={null} />);
    expect(screen.getByRole('button', { name: 'Show products' })).toBeInTheDocument();
    rerender(<FilterSheet {...panel} open onOpenChange={() => {}} resultCount={12} />);
    expect(screen.getByRole('button', { name: 'Show 12 products' })).toBeInTheDocument();
  });
});
