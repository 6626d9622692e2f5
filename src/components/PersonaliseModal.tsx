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
export function PersonaliseModal({ item, line, onClose }: PersonaliseModalProps) {
  useStyles(css);
  const config = useConfig();
  const t = useT();
  const { customer, country } = useSnapshot(shopData.data);
  const ageRangeActive = settingsOf(config.eventSettings, item.eventId).ageRangeActive;
  const withAge = asksAge(item, ageRangeActive);
  const initialValues = useMemo<HolderValues>(
    () => ({
      fullName: line?.fullName ?? '',
      email: line?.email ?? '',
      age: line?.age ?? '',
      country: line?.country ?? customer?.country ?? country ?? '',
      transportTimeId: line?.transportTimeId == null ? '' : String(line.transportTimeId),
    }),
    // The form starts from these once; later data must not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const times = asksTravelTime(item) ? (item.travelTimes ?? []) : [];

  const save = async (values: HolderValues) => {
    const holder = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      age: withAge ? values.age || null : null,
      country: values.country || null,
      transportTimeId: times.find((x) => String(x.id) === values.transportTimeId)?.id ?? null,
    };
    const result = line ? await updateCartProduct(line.id, item, holder) : await addToCart(item, holder);
    if (result.ok) onClose();
    return submission(result);
  };

  return (
    <ShopForm<HolderValues>
      schema={holderSchema}
      context={{ product: item, ageRangeActive, cartProducts: cartState.cart?.products ?? [], editingId: line?.id ?? null }}
      fieldOf={{ duplicate: 'fullName' }}
      initialValues={initialValues}
      onSubmit={save}
      submitLabel={line ? t('personalise.save') : t('shop.addToCart')}
      frame={formModal(t('personalise.title'), onClose, <p className="es-personalise__item">{item.name}</p>)}
    >
      <PreviousHolders withAge={withAge} />
      <HolderFields withAge={withAge} times={times} timeDeadline={item.allowTravelTimeChangesUntil} currentTimeId={line?.transportTimeId} />
    </ShopForm>
  );
}

/** The customer's earlier ticket holders (`existingTickets`): choosing one fills name, email and age. */
function PreviousHolders({ withAge }: { withAge: boolean }) {
  const config = useConfig();
  const t = useT();
  const form = useForm<HolderValues>();
  const { existingTickets } = useSnapshot(shopData.data);
  const holders = [...new Map(existingTickets.map((h) => [`${h.fullName}|${h.email}`.toLowerCase(), h])).values()];
  if (holders.length === 0) return null;
  return (
    <Dropdown
      name="holder"
      label={t('personalise.existingHolders')}
      value=""
      options={holders.map((h, i) => ({ value: String(i), label: `${h.fullName} (${h.email})` }))}
      onChange={(i) => {
        const h = holders[Number(i)];
        if (!h) return;
        form.batch(() => {
          form.change('fullName', h.fullName);
          form.change('email', h.email);
          if (withAge && h.age && h.age in config.ageRanges) form.change('age', h.age);
        });
      }}
    />
  );
}
