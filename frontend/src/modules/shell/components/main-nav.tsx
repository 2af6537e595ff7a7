import Link from 'next/link';
import { MAIN_MENUS } from '../navigation';
import { DisclosureMenu } from './disclosure-menu';

/** Study, Write and Explore menus of the desktop header. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {MAIN_MENUS.map((menu) => (
          <li key={menu.id}>
            <DisclosureMenu label={menu.label} srSuffix="menu" panelClassName="w-80">
              <ul className="flex flex-col gap-1">
                {menu.items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                      >
                        {Icon ? (
                          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
                            <Icon aria-hidden="true" className="size-4" />
                          </span>
                        ) : null}
                        <span>
                          <span className="block text-sm font-semibold text-ink">{item.label}</span>
                          {item.description ? (
                            <span className="mt-0.5 block text-sm text-muted">{item.description}</span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </DisclosureMenu>
          </li>
        ))}
      </ul>
    </nav>
  );
}
