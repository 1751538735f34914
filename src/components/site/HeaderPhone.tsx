// The leasing phone in the header bar on small screens: a tap away without opening the menu.
import { phoneHref } from '~/src/lib/schemas/site-content';

export function HeaderPhone({ phone }: { phone: string }) {
  return (
    <a
      href={phoneHref(phone)}
      className="ml-auto flex min-h-11 items-center gap-1.5 rounded px-2 text-sm font-medium text-brand-900 md:hidden"
      aria-label={`Call the leasing office, ${phone}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        ></path>
      </svg>
      {phone}
    </a>
  );
}
