import { useMemo } from 'react';
import { useForm } from 'react-final-form';
import { useSnapshot } from 'valtio';
import type { CartProduct, ShopItem } from '../api/types';
import { settingsOf } from '../domain/event-settings';
import { asksAge, asksTravelTime, holderSchema, type HolderValues } from '../domain/personalise';
import { addToCart, updateCartProduct } from '../stores/cart/actions';
import { cartState } from '../stores/cart/state';
import { useConfig, useT } from '../stores/config';
import { submission } from '../feedback/feedback';
import { shopData } from '../stores/shop-data';
import { useStyles } from '../ui/env';
import { Dropdown } from '../ui/Dropdown';
import { formModal } from '../ui/FormModal';
import { ShopForm } from '../ui/ShopForm';
import css from './components.css';
import { HolderFields } from './HolderFields';

export interface PersonaliseModalProps {
  item: ShopItem;
  /** A cart product to edit (`/update-product-in-cart`); without it the ticket is added. */
  line?: CartProduct | null;
  onClose: () => void;
}

/**
 * Personalise ticket (docs/spec.md §2 Modals, §5): the holder's details checked in the
 * spec's order, then the ticket added or its line updated. A failed call keeps
 * every value and says why in the form (and in the spec's toast).
 */
export function PersonaliseModal({ item, line = null, onClose }: PersonaliseModalProps) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const { customer, country } = useSnapshot(shopData.data);
  const ageRangeActive = settingsOf(config.eventSettings, item.event_id).ageRangeActive;
  const withAge = asksAge(item, ageRangeActive);
  const initialValues = useMemo<HolderValues>(
    () => ({
      full_name: line?.full_name ?? '',
      email: line?.email ?? '',
      age: line?.age ?? '',
      country: line?.country ?? customer?.country ?? country ?? '',
      transport_time_id: line?.transport_time_id == null ? '' : String(line.transport_time_id),
    }),
    // The form starts from these once; later data must not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const times = asksTravelTime(item) ? (item.travel_times ?? []) : [];

  const save = async (values: HolderValues) => {
    const holder = {
      full_name: values.full_name.trim(),
      email: values.email.trim(),
      age: withAge ? values.age || null : null,
      country: values.country || null,
      transport_time_id: times.find((x) => String(x.id) === values.transport_time_id)?.id ?? null,
    };
    const result = line ? await updateCartProduct(line.id, item, holder) : await addToCart(item, holder);
    if (result.ok) onClose();
    return submission(result);
  };

  return (
    <ShopForm<HolderValues>
      schema={holderSchema}
      context={{ product: item, ageRangeActive, cartProducts: cartState.cart?.products ?? [], editingId: line?.id ?? null }}
      fieldOf={{ duplicate: 'full_name' }}
      initialValues={initialValues}
      onSubmit={save}
      submitLabel={line ? t('personalise.save') : t('shop.addToCart')}
      frame={formModal(t('personalise.title'), onClose, <p className="es-personalise__item">{item.name}</p>)}
    >
      <PreviousHolders withAge={withAge} />
      <HolderFields
        withAge={withAge}
        times={times}
        timezone={item.timezone}
        timeDeadline={item.allow_travel_time_changes_until}
        currentTimeId={line?.transport_time_id}
      />
    </ShopForm>
  );
}

/** The customer's earlier ticket holders (`existing_tickets`): choosing one fills name, email and age. */
function PreviousHolders({ withAge }: { withAge: boolean }) {
  const config = useConfig();
  const t = useT();
  const form = useForm<HolderValues>();
  const { existing_tickets } = useSnapshot(shopData.data);
  const holders = [...new Map(existing_tickets.map((h) => [`${h.full_name}|${h.email}`.toLowerCase(), h])).values()];
  if (holders.length === 0) return null;
  return (
    <Dropdown
      name="holder"
      label={t('personalise.existingHolders')}
      value=""
      options={holders.map((h, i) => ({ value: String(i), label: `${h.full_name} (${h.email})` }))}
      onChange={(i) => {
        const h = holders[Number(i)];
        if (!h) return;
        form.batch(() => {
          form.change('full_name', h.full_name);
          form.change('email', h.email);
          if (withAge && h.age && h.age in config.ageRanges) form.change('age', h.age);
        });
      }}
    />
  );
}
