import { Facebook, Instagram, Linkedin, Youtube } from 'lucide-react';
import type { SocialNetwork } from '@/config/site';

/** X's mark is not in lucide; a simple in-repo path instead. */
function XMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor" focusable="false">
      <path d="M17.7 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.7 3Zm-1.1 16.2h1.7L7.5 4.7H5.7l10.9 14.5Z" />
    </svg>
  );
}

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  switch (network) {
    case 'facebook':
      return <Facebook aria-hidden="true" className={className} />;
    case 'x':
      return <XMark className={className} />;
    case 'instagram':
      return <Instagram aria-hidden="true" className={className} />;
    case 'linkedin':
      return <Linkedin aria-hidden="true" className={className} />;
    case 'youtube':
      return <Youtube aria-hidden="true" className={className} />;
    default: {
      const unreachable: never = network;
      return unreachable;
    }
  }
}
