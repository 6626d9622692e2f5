import { useForm } from 'react-final-form';
import { useSnapshot } from 'valtio';
import type { TextKey } from '../../i18n/texts';
import { useT } from '../../stores/config';
import { pageState } from '../../stores/page';
import { Button } from '../../ui/Button';
import { ShopForm, type ShopFormProps } from '../../ui/ShopForm';
import type { ItemRow } from './refund-items';

/** An item as the refund screens name it: its shop item's name, a ticket's holder beneath. */
export function ItemName({ row }: { row: ItemRow }) {
  return (
    <span className="es-refund__name">
      <span>{row.name}</span>
      {row.holder && <span className="es-hint">{row.holder}</span>}
    </span>
  );
}

export interface StepFormProps<V extends object> extends Pick<
  ShopFormProps<V>,
  'schema' | 'context' | 'fieldOf' | 'initialValues' | 'onSubmit' | 'children'
> {
  /** The step's name: the form's accessible name. */
  title: TextKey;
  /** The confirm step: its button sends the request. */
  last?: boolean;
  /** Back, with the form's values as they stand (a step that keeps them passes them on). */
  onBack: (values: V) => void;
}

/** A wizard step's form: the shared form error above it, Next (or Request refund on the last step) and Back. */
export function StepForm<V extends object>({ title, last, onBack, ...form }: StepFormProps<V>) {
  const t = useT();
  const { formError } = useSnapshot(pageState);
  return (
    <ShopForm<V>
      {...form}
      error={formError}
      label={t(title)}
      submitLabel={t(last ? 'refund.send' : 'refund.next')}
      actions={<Back onBack={onBack} />}
    />
  );
}

/** Back: to the step before, or out to the order from the first, with the values typed so far. */
function Back<V extends object>({ onBack }: { onBack: (values: V) => void }) {
  const t = useT();
  const form = useForm<V>();
  return (
    <Button variant="secondary" onClick={() => onBack(form.getState().values)}>
      {t('refund.back')}
    </Button>
  );
}
