import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../landing-content';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 lg:py-24">
      <div className="page-container">
        <div className="max-w-2xl">
          <p className="eyebrow">Testimonials</p>
          <h2 id="testimonials-heading" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            What students say about Studyhub
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-6 text-brand-600" />
                <blockquote className="mt-4 flex-1 text-base leading-7 text-ink">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
