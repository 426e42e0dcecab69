import { BUSINESS } from '../../config/business';

export interface LogoProps {
  href: string;
  homeLabel: string;
}

/** The wordmark; an inline SVG mark so the logo costs no request. */
export function Logo({ href, homeLabel }: LogoProps) {
  return (
    <a className="logo" href={href} aria-label={`${BUSINESS.name} – ${homeLabel}`}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 9v14M10 16l8-7M12.5 14l6.5 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__text">{BUSINESS.name}</span>
    </a>
  );
}
