/** R2.6 anchors of the landing page, shown in the top bar and in its narrow-screen menu. */
export const NAV_LINKS = [
  { label: 'Timeline', href: '#timeline' },
  { label: 'Event', href: '#event' },
] as const;
