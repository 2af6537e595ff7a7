import { SearchBox } from '@/modules/search/components/search-box';
import { AccountArea } from './account-area';
import { CartLink } from './cart-link';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

/** Public top bar. Fixed height so the page never moves when the session or cart loads. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="page-container flex h-16 items-center gap-3 lg:gap-4">
        <SiteLogo />
        <MainNav />
        <SearchBox className="hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          <CartLink />
          <AccountArea />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
