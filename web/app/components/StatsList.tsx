import { useIdentity } from "../identity";

/**
 * The track record (spec: 20+ clients, 30+ projects, 5+ countries) as a description list;
 * each place that shows it styles it with its own class.
 */
export function StatsList({ className }: { className?: string }) {
  const site = useIdentity();
  return (
    <dl className={className} aria-label="Our track record">
      {site.stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
