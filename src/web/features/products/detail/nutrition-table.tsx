import type { Nutrition } from '@/domain/nutrition';

type Row = { label: string; value: string; dv: number | null; sub?: boolean };

const grams = (n: number) => `${n}g`;

function rows(n: Nutrition): Row[] {
  const list: Row[] = [
    { label: 'Energy', value: `${n.energy.kj}kJ / ${n.energy.kcal}kcal`, dv: n.energy.dv },
    { label: 'Fat', value: grams(n.fat.total), dv: n.fat.dv },
    { label: 'of which saturates', value: grams(n.fat.saturated), dv: n.fat.saturatedDv, sub: true },
    { label: 'Carbohydrate', value: grams(n.carbs.total), dv: n.carbs.dv },
    { label: 'of which sugars', value: grams(n.carbs.sugars), dv: n.carbs.sugarsDv, sub: true },
  ];
  if (n.fibre) list.push({ label: 'Fibre', value: grams(n.fibre.total), dv: n.fibre.dv });
  list.push({ label: 'Protein', value: grams(n.protein.total), dv: n.protein.dv });
  list.push({ label: 'Salt', value: grams(n.salt.total), dv: n.salt.dv });
  return list;
}

/** A UK-style back-of-pack table: typical values per 100 g or ml with the %RI of an adult. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const per = nutrition.basis === '100ml' ? '100ml' : '100g';
  return (
    <div className="max-w-xl overflow-hidden rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-sm" data-testid="nutrition-table">
        <caption className="sr-only">Nutrition: typical values per {per}</caption>
        <thead className="bg-gray-100 text-left text-gray-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Typical values
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Per {per}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              %RI*
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows(nutrition).map((row) => (
            <tr key={row.label}>
              <th scope="row" className={row.sub ? 'px-3 py-2 pl-6 text-left font-normal text-gray-700' : 'px-3 py-2 text-left font-medium text-gray-900'}>
                {row.label}
              </th>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-gray-800">{row.value}</td>
              <td className="px-3 py-2 text-right tabular-nums text-gray-800">{row.dv === null ? '' : `${row.dv}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-gray-200 px-3 py-2 text-xs text-gray-700">*Reference intake of an average adult (8400kJ / 2000kcal)</p>
    </div>
  );
}
