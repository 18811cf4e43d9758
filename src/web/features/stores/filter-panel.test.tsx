import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { useProductFilters } from './use-product-filters';
import { currentPath, makeProduct, renderApp } from '@/web/testing';

const PRODUCTS: Product[] = [
  makeProduct({ name: 'Organic Porridge Oats', category: 'Pantry', price: 1.2 }),
  makeProduct({ name: 'Baked Beans', category: 'Pantry', price: 0.5, discount: 20, brand: 'Heinz' }),
  makeProduct({ name: 'Chopped Tomatoes', category: 'Pantry', price: 0.45, available: false }),
  makeProduct({ name: 'White Loaf', category: 'Bakery', price: 0.75, discount: 10 }),
  makeProduct({ name: 'Seeded Batch', category: 'Bakery', price: 1.35 }),
  makeProduct({ name: 'Whole Milk', category: 'Dairy & Eggs', price: 1.55, description: 'Fresh British milk.' }),
];

function Harness({ products = PRODUCTS }: { products?: Product[] }) {
  const f = useProductFilters(products);
  return (
    <>
      <p>Showing {f.count} products</p>
      <FilterPanel filters={f.filters} onChange={f.setFilters} onReset={f.reset} options={f.options} />
      <ActiveFilterChips chips={f.chips} onRemove={f.removeChip} />
    </>
  );
}

/** The panel as a store's page holds it: its filters in the URL (beside ?store=1). */
const render = (ui: ReactElement, route = '/stores?store=1') => renderApp(ui, { route });

const chipList = () => screen.queryByRole('list', { name: 'Active filters' });
const shown = () => screen.getByText(/^Showing \d+ products$/).textContent;

describe('FilterPanel', () => {
  it('starts with in-stock only on, offers off, no chips', () => {
    render(<Harness />);
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Special offers only' })).not.toBeChecked();
    expect(shown()).toBe('Showing 5 products');
    expect(chipList()).toBeNull();
  });

  it("turning in-stock off shows everything and adds an 'Include Out of Stock' chip that undoes it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    expect(shown()).toBe('Showing 6 products');
    await user.click(screen.getByRole('button', { name: 'Remove filter Include Out of Stock' }));
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    expect(shown()).toBe('Showing 5 products');
    expect(chipList()).toBeNull();
  });

  it('choosing categories filters and adds a chip each; removing a chip unticks it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Bakery' }));
    expect(shown()).toBe('Showing 2 products');
    await user.click(screen.getByRole('checkbox', { name: 'Dairy & Eggs' }));
    expect(shown()).toBe('Showing 3 products');
    expect(within(chipList()!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Bakery', 'Dairy & Eggs']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Bakery' }));
    expect(screen.getByRole('checkbox', { name: 'Bakery' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dairy & Eggs' })).toBeChecked();
    expect(shown()).toBe('Showing 1 products');
  });

  it("special offers only keeps discounted products with a 'Special Offers' chip", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('switch', { name: 'Special offers only' }));
    expect(shown()).toBe('Showing 2 products');
    expect(screen.getByRole('button', { name: 'Remove filter Special Offers' })).toBeInTheDocument();
  });

  it('offers brands and the food feature tags, matched by keyword', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Heinz' }));
    expect(shown()).toBe('Showing 1 products');
    await user.click(screen.getByRole('button', { name: 'Remove filter Heinz' }));
    await user.click(screen.getByRole('checkbox', { name: 'British' }));
    expect(shown()).toBe('Showing 1 products');
    expect(screen.getByRole('button', { name: 'Remove filter British' })).toBeInTheDocument();
  });

  it('moves the price range with the keyboard and shows it as a chip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // Bounds are £0 to £2 (floor of 0.45, ceiling of 1.55); step 0.1.
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    expect(min).toHaveAttribute('aria-valuemin', '0');
    expect(min).toHaveAttribute('aria-valuemax', '2');
    min.focus();
    for (let i = 0; i < 8; i++) await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Remove filter £0.80 - £2.00' })).toBeInTheDocument();
    expect(shown()).toBe('Showing 3 products');
  });

  it('Reset restores every default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    await user.click(screen.getByRole('switch', { name: 'Special offers only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bakery' }));
    expect(shown()).toBe('Showing 1 products');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Special offers only' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bakery' })).not.toBeChecked();
    expect(chipList()).toBeNull();
    expect(shown()).toBe('Showing 5 products');
  });

  it('lists the 10 most stocked brands until all are asked for, keeping a chosen one in view', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) => makeProduct({ brand: `Brand ${String(i).padStart(2, '0')}` }));
    render(<Harness products={[...many, makeProduct({ brand: 'Brand 00' })]} />);
    expect(screen.getAllByRole('checkbox', { name: /^Brand / })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show all 14 brands' }));
    expect(screen.getAllByRole('checkbox', { name: /^Brand / })).toHaveLength(14);
    await user.click(screen.getByRole('checkbox', { name: 'Brand 13' }));
    await user.click(screen.getByRole('button', { name: 'Show fewer brands' }));
    expect(screen.getAllByRole('checkbox', { name: /^Brand / })).toHaveLength(11);
    expect(screen.getByRole('checkbox', { name: 'Brand 13' })).toBeChecked();
    // The brand with two products comes first.
    expect(screen.getAllByRole('checkbox', { name: /^Brand / })[0]).toHaveAccessibleName('Brand 00');
  });

  it('sections collapse and expand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Categories' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Bakery' })).toBeNull();
    await user.click(trigger);
    expect(screen.getByRole('checkbox', { name: 'Bakery' })).toBeInTheDocument();
  });

  it("each option's count is what ticking it shows: out-of-stock products are not counted while they are hidden", async () => {
    const user = userEvent.setup();
    const dairy = [
      ...Array.from({ length: 3 }, (_, i) => makeProduct({ name: `Milk ${i}`, category: 'Dairy & Eggs', brand: 'Arla' })),
      ...Array.from({ length: 2 }, (_, i) => makeProduct({ name: `Gone Eggs ${i}`, category: 'Dairy & Eggs', brand: 'Arla', available: false })),
    ];
    render(<Harness products={[...PRODUCTS, ...dairy]} />);
    expect(countOf('Dairy & Eggs')).toBe(4);
    expect(countOf('Arla')).toBe(3);
    await user.click(screen.getByRole('checkbox', { name: 'Dairy & Eggs' }));
    expect(shown()).toBe('Showing 4 products');
    // With the out-of-stock ones let in, the counts follow.
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    expect(countOf('Dairy & Eggs')).toBe(6);
    expect(shown()).toBe('Showing 6 products');
    // Another group's choice narrows the counts: Arla within the ticked category.
    expect(countOf('Arla')).toBe(5);
    await user.click(screen.getByRole('checkbox', { name: 'Arla' }));
    expect(shown()).toBe('Showing 5 products');
  });

  it('an option that would show nothing stays in view but cannot be ticked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // No product is vegan.
    const vegan = screen.getByRole('checkbox', { name: 'Vegan' });
    expect(countOf('Vegan')).toBe(0);
    expect(vegan).toBeDisabled();
    expect(vegan).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByText('Vegan'));
    expect(vegan).not.toBeChecked();
    expect(chipList()).toBeNull();

    expect(screen.getByRole('checkbox', { name: 'Organic' })).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Special offers only' }));
    // No discounted product is organic: the option empties and is disabled.
    expect(countOf('Organic')).toBe(0);
    expect(screen.getByRole('checkbox', { name: 'Organic' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Heinz' })).toBeEnabled();
  });

  it('reads the filters and sort from the URL, and writes each change back beside ?store', async () => {
    const user = userEvent.setup();
    render(<SortedHarness />, '/stores?store=1&stock=all&category=Pantry&sort=nameAZ');
    expect(screen.getByRole('switch', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pantry' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nameAZ');
    expect(shown()).toBe('Showing 3 products');
    expect(names()).toEqual(['Baked Beans', 'Chopped Tomatoes', 'Organic Porridge Oats']);

    await user.click(screen.getByRole('checkbox', { name: 'Bakery' }));
    expect(params()).toEqual([
      ['store', '1'],
      ['stock', 'all'],
      ['category', 'Pantry'],
      ['category', 'Bakery'],
      ['sort', 'nameAZ'],
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceLowToHigh');
    expect(new URLSearchParams(currentPath()!.split('?')[1]).get('sort')).toBe('priceLowToHigh');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentPath()).toBe('/stores?store=1');
  });
});

/** The count shown beside an option (hidden from screen readers, which hear the result count instead). */
function countOf(name: string): number {
  const row = screen.getByRole('checkbox', { name }).closest('li')!;
  return Number(row.querySelector('[aria-hidden="true"]:not(svg)')!.textContent);
}

const params = () => [...new URLSearchParams(currentPath()!.split('?')[1])];
const names = () => screen.getAllByTestId('shown-name').map((li) => li.textContent);

function SortedHarness() {
  const f = useProductFilters(PRODUCTS);
  return (
    <>
      <p>Showing {f.count} products</p>
      <ul>
        {f.visible?.map((p) => (
          <li key={p.id} data-testid="shown-name">
            {p.name}
          </li>
        ))}
      </ul>
      <SortSelect value={f.filters.sort} onChange={(sort) => f.setFilters({ ...f.filters, sort })} />
      <FilterPanel filters={f.filters} onChange={f.setFilters} onReset={f.reset} options={f.options} />
    </>
  );
}
