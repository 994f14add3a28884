/** The picture shown when a user has no photo (spec 000 §2.3: avatar falls back to a default). */
export function DefaultAvatar({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#cfe3f3" />
      <circle cx="12" cy="9.5" r="4" fill="#0678c1" />
      <path
        d="M4.5 19.5c1.5-3 4.2-4.5 7.5-4.5s6 1.5 7.5 4.5a10.5 10.5 0 0 1-15 0z"
        fill="#0678c1"
      />
    </svg>
  );
}
