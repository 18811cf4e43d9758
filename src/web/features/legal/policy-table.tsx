import type { PolicyTable as PolicyTableData } from './policy-types';

/**
 * A table from 640 px up; below that each row becomes a small card, because a four-column
 * table cannot be read at 375 px without sideways scrolling. Only one of the two is displayed,
 * so screen readers meet the content once.
 */
export function PolicyTable({ table }: { table: PolicyTableData }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="mb-2 text-left font-semibold text-gray-900">{table.caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold text-gray-900 first:pl-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-b border-gray-200 align-top">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-2 pr-3 font-medium text-gray-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-gray-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        <p className="mb-2 font-semibold text-gray-900">{table.caption}</p>
        <ul className="space-y-3">
          {table.rows.map((row) => (
            <li key={row[0]} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
              <p className="font-semibold text-gray-900">{row[0]}</p>
              <dl className="mt-1 space-y-1">
                {row.slice(1).map((cell, i) => (
                  <div key={i}>
                    <dt className="inline font-medium text-gray-900">{table.columns[i + 1]}: </dt>
                    <dd className="inline text-gray-700">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
