import type { ReactNode } from 'react';

// Inline outline icons: no icon font and no request to a CDN. Decorative, so hidden from
// assistive technology; the card titles carry the meaning.

function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="service-card__icon"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ShipIcon() {
  return (
    <OutlineIcon>
      <path d="M3 17l1.5 3h15l1.5-3" />
      <path d="M4 17l1-5h14l1 5" />
      <path d="M8 12V8h8v4" />
      <path d="M12 8V4" />
    </OutlineIcon>
  );
}

export function BoxIcon() {
  return (
    <OutlineIcon>
      <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5L12 12l9-4.5" />
      <path d="M12 12v9" />
    </OutlineIcon>
  );
}

export function HeadsetIcon() {
  return (
    <OutlineIcon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20a3 3 0 0 1-3 2h-2" />
    </OutlineIcon>
  );
}
