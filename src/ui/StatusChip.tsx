import { labelText, type Label } from '../domain/messages';
import type { Tone } from '../domain/status-tone';
import { useStyles, useUiEnv } from './env';
import css from './cards.css';

/** A status as a chip: its label, and the tone's colour and shape (ui/cards.css), so colour is never alone. */
export function StatusChip({ tone, label }: { tone: Tone; label: Label }) {
  useStyles(css);
  const { t } = useUiEnv();
  return <span className={`es-chip es-chip--${tone}`}>{labelText(label, t)}</span>;
}
