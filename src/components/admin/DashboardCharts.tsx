// The Dashboard's charts: the one module that imports recharts, loaded on its own after the
// Dashboard's figures and tables (DashboardTab.tsx).
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface BarSpec {
  key: string;
  name: string;
  fill: string;
  stack?: string;
}

/** A bar chart of `data` by `x`, one bar (or stacked segment) per spec; the legend when several. */
export function Bars({ data, x, bars, format }: { data: object[]; x: string; bars: BarSpec[]; format?: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        {/* Every bar named, slanted so that a dozen names fit a phone (recharts skips some by default). */}
        <XAxis dataKey={x} fontSize={12} interval={0} angle={-30} textAnchor="end" height={56} />
        <YAxis allowDecimals={false} fontSize={12} {...(format ? { tickFormatter: format } : {})} />
        <Tooltip />
        {bars.length > 1 && <Legend />}
        {bars.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.fill} {...(bar.stack ? { stackId: bar.stack } : {})} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The median first response, in hours, by week. */
export function HoursLine({ data }: { data: object[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" fontSize={12} />
        <YAxis fontSize={12} />
        <Tooltip />
        <Line dataKey="hours" name="Median hours" stroke="#1d4ed8" connectNulls />
      </LineChart>
    </ResponsiveContainer>
  );
}
