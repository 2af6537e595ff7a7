import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * The parts every AI tool's public page is made of (writer, editor, homework helper, document
 * chat, flashcards, detector, plagiarism checker): a dark hero, sections, feature cards and a price
 * table, so the pages look and read alike and each view holds only its own words.
 */

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function ToolHero({
  id,
  eyebrow,
  title,
  lead,
  actions,
  size = 'medium',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  /** large: a page whose hero leads to the tool; medium: the tool follows right below. */
  size?: 'large' | 'medium';
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx('bg-brand-950 text-white', size === 'large' ? 'py-16 lg:py-24' : 'py-14 lg:py-20')}
    >
      <div className="page-container max-w-4xl">
        <p className="eyebrow text-brand-200">{eyebrow}</p>
        <h1 id={id} className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg leading-8 text-brand-100">{lead}</p>
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A hero's call to action: the main one filled, the others outlined. */
export function HeroLink({
  href,
  icon: Icon,
  children,
  variant = 'main',
}: {
  href: string;
  icon?: LucideIcon;
  children: ReactNode;
  variant?: 'main' | 'other';
}) {
  return (
    <Link
      href={href}
      className={clsx(
        'btn px-6 text-base',
        variant === 'main'
          ? 'bg-white text-brand-800 hover:bg-brand-50'
          : 'border border-white/40 text-white hover:bg-white/10',
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
      {children}
    </Link>
  );
}

export function LandingSection({
  id,
  heading,
  children,
  tone = 'plain',
  width = 'max-w-4xl',
  spacing = 'py-14',
  headingSize = 'large',
}: {
  id: string;
  heading: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl';
  spacing?: 'py-12' | 'py-14' | 'py-16';
  /** small: a section that holds the tool itself. */
  headingSize?: 'large' | 'small';
}) {
  const content = (
    <>
      <h2
        id={id}
        className={clsx('text-2xl font-bold tracking-tight text-ink', headingSize === 'large' && 'sm:text-3xl')}
      >
        {heading}
      </h2>
      {children}
    </>
  );
  if (tone === 'muted') {
    return (
      <section aria-labelledby={id} className={clsx('bg-surface-muted', spacing)}>
        <div className={clsx('page-container', width)}>{content}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={clsx('page-container', width, spacing)}>
      {content}
    </section>
  );
}

/** Steps (ordered) or features as cards with an icon; `muted` cards sit on a white section. */
export function FeatureCards({
  items,
  ordered = false,
  tone = 'card',
  columns = 'two-then-three',
}: {
  items: readonly FeatureItem[];
  ordered?: boolean;
  tone?: 'card' | 'muted';
  columns?: 'two' | 'three' | 'two-then-three';
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={clsx(
        'mt-8 grid gap-6',
        columns === 'two' && 'sm:grid-cols-2',
        columns === 'three' && 'sm:grid-cols-3',
        columns === 'two-then-three' && 'sm:grid-cols-2 lg:grid-cols-3',
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className={
            tone === 'card' ? 'rounded-2xl border border-line bg-white p-6' : 'rounded-2xl bg-surface-muted p-6'
          }
        >
          <item.icon aria-hidden="true" className="size-6 text-brand-600" />
          <h3 className="mt-3 font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/** Two columns of example prices: what is bought, and its points. */
export function PriceTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: readonly [string, string];
  rows: readonly { key: string | number; label: ReactNode; value: ReactNode }[];
}) {
  return (
    <table className="mt-6 w-full max-w-md border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line-strong">
          <th scope="col" className="py-2 font-semibold text-ink">
            {headings[0]}
          </th>
          <th scope="col" className="py-2 text-right font-semibold text-ink">
            {headings[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line">
            <td className="py-2 text-ink">{row.label}</td>
            <td className="py-2 text-right text-ink">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
