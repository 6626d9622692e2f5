import { paths } from '../../domain/paths';
import { useT } from '../../stores/config';
import { hrefFor } from '../../stores/location';

/** The login panel's links: register, forgot password, resend tickets (docs/spec.md §2 Side area). */
export function AuthLinks() {
  const t = useT();
  const links = [
    { to: paths.register.href(), label: t('auth.register') },
    { to: paths.forgotPassword.href(), label: t('auth.forgotPassword') },
    { to: paths.resendTickets.href(), label: t('auth.resendTickets') },
  ];
  return (
    <ul className="es-links" role="list">
      {links.map((link) => (
        <li key={link.to}>
          <a href={hrefFor(link.to)}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
