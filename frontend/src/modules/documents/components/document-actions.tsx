'use client';

import { Bookmark, BookmarkCheck, ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { DocumentDetail } from '@studyhub/contracts';
import { DUPLICATE_CART_ITEM, addToStoredCart } from '@/modules/cart/add-to-cart';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { currentDeviceInfo } from '../device-info';

export function loginHref(slug: string): string {
  return `/login?returnUrl=${encodeURIComponent(`/documents/${slug}`)}`;
}

/** record_document_view: the first page, no progress yet, and what the visitor reads on. */
function recordView(documentId: string): void {
  void apiRequest(`/documents/${documentId}/views`, {
    method: 'POST',
    body: {
      page_number: 1,
      progress: 0,
      device_info: currentDeviceInfo(),
    },
  }).catch(() => undefined);
}

function cartItemOf(document: DocumentDetail) {
  return {
    id: document.id,
    price: document.price,
    points_price: document.points_price,
    title: document.title,
    slug: document.slug,
    document_type: document.document_type.name,
    card_image_path: document.card_image_path,
  };
}

/** Buy Now: into the cart and on to paying (signing in first when needed). */
export function useBuyNow(document: DocumentDetail, signedIn: boolean): () => void {
  const router = useRouter();
  return () => {
    if (!signedIn) return router.push(loginHref(document.slug));
    // Already in the cart is fine here: the visitor wants to pay for it, and the cart is where that happens.
    addToStoredCart(cartItemOf(document));
    router.push('/cart');
  };
}

/**
 * Buy Now, Add to Cart and the bookmark; View Document for what the visitor owns or bought.
 * Records one view per visit of the page (render with `key={document.id}`).
 */
export function DocumentActions({ document, signedIn }: { document: DocumentDetail; signedIn: boolean }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [bookmarked, setBookmarked] = useState(document.is_bookmarked);
  const [busy, setBusy] = useState(false);
  const viewRecordedFor = useRef<string | null>(null);

  useEffect(() => {
    // A ref, not state: React's development double-run of effects must not count two views.
    if (viewRecordedFor.current === document.id) return;
    viewRecordedFor.current = document.id;
    recordView(document.id);
  }, [document.id]);

  const cartItem = cartItemOf(document);


  const addToCart = () => {
    if (addToStoredCart(cartItem)) {
      showToast({ title: 'Added to cart', description: document.title, variant: 'success' });
    } else {
      showToast({ ...DUPLICATE_CART_ITEM, variant: 'warning' });
    }
  };

  const buyNow = useBuyNow(document, signedIn);

  const toggleBookmark = async () => {
    if (!signedIn) return router.push(loginHref(document.slug));
    setBusy(true);
    const result = await apiRequest<{ bookmarked: boolean }>(`/documents/${document.id}/bookmark`, { method: 'POST' });
    setBusy(false);
    if (result.ok) {
      setBookmarked(result.data.bookmarked);
      showToast({
        title: result.data.bookmarked ? 'Saved to your library' : 'Removed from your saved documents',
        variant: 'success',
      });
    } else {
      showToast({
        title: 'Could not update your saved documents',
        description: failureMessage(result, 'Please try again.'),
        variant: 'error',
      });
    }
  };

  const bookmark = <BookmarkButton bookmarked={bookmarked} busy={busy} onClick={() => void toggleBookmark()} />;
  if (document.is_purchased) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href={`/dashboard/documents/${document.slug}`} className="btn-primary w-full">
          View Document
        </Link>
        {bookmark}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn-primary w-full" onClick={buyNow}>
        Buy Now
      </button>
      <button type="button" className="btn-secondary flex-1" onClick={addToCart}>
        <ShoppingCart aria-hidden="true" className="h-4 w-4" />
        Add to Cart
      </button>
      {bookmark}
    </div>
  );
}

function BookmarkButton({ bookmarked, busy, onClick }: { bookmarked: boolean; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn-ghost"
      disabled={busy}
      onClick={onClick}
      data-testid="bookmark-toggle"
      data-state={bookmarked ? 'saved' : 'not-saved'}
    >
      {bookmarked ? (
        <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
      ) : (
        <Bookmark aria-hidden="true" className="h-4 w-4" />
      )}
      {bookmarked ? 'Saved' : 'Save'}
    </button>
  );
}
