import type { ReactNode } from 'react';
import { useStyles } from '../../ui/env';
import css from './auth.css';

/** The frame of the session screens: a title and a narrow column. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  useStyles(css);
  return (
    <section className="es-page es-auth">
      <h1 className="es-page__title">{title}</h1>
      {children}
    </section>
  );
}
