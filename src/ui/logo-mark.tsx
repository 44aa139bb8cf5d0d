/** The centre's mark: a stylised baobab leaf in a circle, drawn inline (no extra request). */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="var(--color-brand)" />
      <path
        d="M14 32c3-10 9-16 20-18-1 10-7 17-17 19m-3-1c5-5 10-9 16-13"
        fill="none"
        stroke="var(--color-sand)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="34" cy="14" r="3" fill="var(--color-accent)" />
    </svg>
  );
}
