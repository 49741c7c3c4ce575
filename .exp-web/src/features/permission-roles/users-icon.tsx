/** "Manage users" action icon (decorative: the link carries the name). */
export function UsersIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="6" cy="5.5" r="2.25" />
      <path d="M1.75 13.5c.4-2.3 2.1-3.75 4.25-3.75s3.85 1.45 4.25 3.75" />
      <path d="M10.5 3.4a2.25 2.25 0 0 1 0 4.2M12.25 9.9c1.1.5 1.8 1.9 2 3.6" />
    </svg>
  );
}
