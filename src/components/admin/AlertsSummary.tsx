// The availability alerts visitors have confirmed: how many, and what each asks for. Addresses are
// never shown or exported here (docs/PRODUCT.md §4).
import { useQuery } from '@tanstack/react-query';
import { alertsQuery, buildingsQuery } from '~/src/lib/api/queries';
import { describeCriteria } from '~/src/lib/alert-criteria';
import { formatDateTime } from '~/src/lib/format';

export function AlertsSummary() {
  const { data: alerts = [], isPending } = useQuery(alertsQuery());
  const { data: buildings = [] } = useQuery(buildingsQuery());
  const buildingName = (id: number | null) => buildings.find((b) => b.id === id)?.name ?? null;
  return (
    <section className="card p-4" aria-labelledby="alerts-heading">
      <h3 id="alerts-heading" className="text-lg font-semibold">
        Availability alerts: {isPending ? '…' : `${alerts.length} active`}
      </h3>
      {alerts.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {alerts.map((alert) => (
            <li key={alert.id}>
              {describeCriteria({ ...alert, buildingName: buildingName(alert.buildingId) })}
              <span className="text-slate-600">
                {' '}
                · since {formatDateTime(alert.confirmedAt)}
                {alert.lastSentAt ? `, last e-mailed ${formatDateTime(alert.lastSentAt)}` : ', nothing sent yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
