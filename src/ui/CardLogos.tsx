/** The accepted card brands' marks (docs/spec.md §2 footer; beside checkout's card payment action). */
export function CardLogos({ label }: { label: string }) {
  return (
    <p className="es-cards" role="img" aria-label={label}>
      <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true">
        <rect width="48" height="30" rx="4" fill="#1a1f71" />
        <text
          x="24"
          y="20"
          fill="#fff"
          fontFamily="Arial, sans-serif"
          fontSize="12"
          fontWeight="700"
          fontStyle="italic"
          textAnchor="middle"
        >
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true">
        <rect width="48" height="30" rx="4" fill="#222" />
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
      <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true">
        <rect width="48" height="30" rx="4" fill="#2e77bc" />
        <text x="24" y="19" fill="#fff" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="700" textAnchor="middle">
          AMEX
        </text>
      </svg>
    </p>
  );
}
