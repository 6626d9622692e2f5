import type { ReactNode } from 'react';
import type { Tone } from '../domain/status-tone';
import { useStyles } from './env';
import css from './cards.css';

/** A status as a chip: its text, and the tone's colour and shape (ui/cards.css), so colour is never alone. */
export function StatusChip({ tone, children }: { tone: Tone; children: ReactNode }) {
  useStyles(css);
  return <span className={`es-chip es-chip--${tone}`}>{children}</span>;
}
