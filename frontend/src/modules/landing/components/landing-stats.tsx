import { LANDING_STATS } from '../landing-content';

export function LandingStats() {
  return (
    <section aria-labelledby="stats-heading" className="border-y border-line bg-white">
      <h2 id="stats-heading" className="sr-only">
        Studyhub in numbers
      </h2>
      <dl className="page-container grid grid-cols-2 gap-8 py-10 md:grid-cols-4">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-muted">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
