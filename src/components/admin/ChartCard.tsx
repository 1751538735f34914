// One chart of the Dashboard with its text alternative: the chart, under a sentence that says what
// it shows (and names the picture for screen readers), or, at the press of "Show table", the same
// figures as a table.
import { useState, type ReactNode } from 'react';

interface ChartCardProps {
  id: string;
  title: string;
  /** One sentence on what the chart shows (which units, if not all): shown, and the picture's name. */
  summary: string;
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
}

export function ChartCard({ id, title, summary, chart, columns, rows }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="card p-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <button type="button" className="btn-secondary text-sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show chart' : 'Show table'}
        </button>
      </div>
      <p id={`${id}-summary`} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      {asTable ? (
        // A long table scrolls: focusable, so it scrolls from the keyboard too (axe: scrollable-region-focusable).
        <div className="mt-3 max-h-80 overflow-auto" tabIndex={0} role="group" aria-label={`${title}: table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="border-b border-slate-200 py-1 pr-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="border-b border-slate-100 py-1 pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <figure className="mt-3 h-64" role="img" aria-labelledby={`${id}-summary`}>
          {chart}
        </figure>
      )}
    </section>
  );
}
