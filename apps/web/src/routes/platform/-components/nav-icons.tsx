const base = {
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  className: 'size-4.5 shrink-0',
} as const;

/** One small line icon per sidebar link (decorative). */
export function NavIcon({ href }: { href: string }) {
  switch (href) {
    case '/platform/dashboard':
      return (
        <svg {...base}>
          <rect x="3" y="3" width="6" height="7" rx="1.5" />
          <rect x="11" y="3" width="6" height="4" rx="1.5" />
          <rect x="11" y="9" width="6" height="8" rx="1.5" />
          <rect x="3" y="12" width="6" height="5" rx="1.5" />
        </svg>
      );
    case '/platform/activities':
      return (
        <svg {...base}>
          <rect x="3" y="4" width="14" height="13" rx="2" />
          <path d="M3 8h14M7 2.5v3M13 2.5v3" />
        </svg>
      );
    case '/platform/equipment':
      return (
        <svg {...base}>
          <path d="M2.5 7h15M4 7v9M16 7v9M2.5 7l2-3h11l2 3M7 11h6" />
        </svg>
      );
    case '/platform/categories':
      return (
        <svg {...base}>
          <path d="M3 5.5A1.5 1.5 0 0 1 4.5 4h3.4l1.6 2h6A1.5 1.5 0 0 1 17 7.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5v-9Z" />
        </svg>
      );
    case '/platform/participation-roles':
      return (
        <svg {...base}>
          <path d="m10 3 2.1 4.3 4.7.7-3.4 3.3.8 4.7L10 13.8 5.8 16l.8-4.7L3.2 8l4.7-.7L10 3Z" />
        </svg>
      );
    case '/platform/participation':
      return (
        <svg {...base}>
          <path d="M4 10.5 8 14l8-8.5" />
        </svg>
      );
    case '/platform/members':
      return (
        <svg {...base}>
          <circle cx="8" cy="7" r="3" />
          <path d="M2.5 16.5c.7-2.8 2.9-4.2 5.5-4.2s4.8 1.4 5.5 4.2M13 4.3a3 3 0 0 1 0 5.4M15 12.6c1.3.6 2.2 1.9 2.5 3.9" />
        </svg>
      );
    case '/platform/permission-roles':
      return (
        <svg {...base}>
          <path d="M10 2.5 16 5v4.5c0 3.8-2.6 6.9-6 8-3.4-1.1-6-4.2-6-8V5l6-2.5Z" />
        </svg>
      );
    case '/platform/registration':
      return (
        <svg {...base}>
          <rect x="2.5" y="5" width="15" height="10.5" rx="2" />
          <path d="M2.5 8.5h15M6 12.5h3" />
        </svg>
      );
    case '/platform/reports':
      return (
        <svg {...base}>
          <path d="M3.5 16.5v-13M3.5 16.5h13M7.5 13v-3M11 13V7M14.5 13V9.5" />
        </svg>
      );
    case '/platform/settings':
      return (
        <svg {...base}>
          <circle cx="10" cy="10" r="2.5" />
          <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
        </svg>
      );
    case '/platform/feedback':
      return (
        <svg {...base}>
          <path d="M4 4h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-6l-4 3v-3H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z" />
        </svg>
      );
    case '/platform/audit-log':
      return (
        <svg {...base}>
          <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
          <path d="M12 2.5V6h3.5M8 10h5M8 13h5" />
        </svg>
      );
    default:
      return null;
  }
}
