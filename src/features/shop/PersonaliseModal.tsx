import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Holder } from '../../api/cart';
import type { CartProduct, ShopItem } from '../../api/types';
import { eventSettingsFor } from '../../config/schema';
import { asksAge, asksTravelTime, validateHolder, type HolderField, type HolderValues, type PersonaliseProblem } from '../../domain/personalise';
import { addToCart, cartState, updateCartProduct } from '../../stores/cart';
import { useConfig, useT } from '../../stores/config';
import { shopData } from '../../stores/shop-data';
import { Button } from '../../ui/Button';
import { Dropdown, optionsOf } from '../../ui/Dropdown';
import { TextInput } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { formatDateTime } from '../../domain/dates';

export interface PersonaliseModalProps {
  item: ShopItem;
  /** A cart product to edit (`/update-product-in-cart`); without it the ticket is added. */
  line?: CartProduct | null;
  onClose: () => void;
}


/**
 * Personalise ticket (spec 2 Modals, 5): the holder's full name, email, age
 * range (ticket-type products whose event has ages active), country and travel
 * time (selectable transport), checked in the spec's order. A failed call keeps
 * every value; the submit button is busy while the call runs.
 */
export function PersonaliseModal({ item, line = null, onClose }: PersonaliseModalProps) {
  const config = useConfig();
  const t = useT();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { customer, country, existing_tickets } = useSnapshot(shopData.data);
  const ageActive = eventSettingsFor(config, item.event_id).ageRangeActive;
  const withAge = asksAge(item, ageActive);
  const withTime = asksTravelTime(item);
  const [values, setValues] = useState<HolderValues>(() => ({
    full_name: line?.full_name ?? '',
    email: line?.email ?? '',
    age: line?.age ?? '',
    country: line?.country ?? customer?.country ?? country ?? '',
    transport_time_id: line?.transport_time_id == null ? '' : String(line.transport_time_id),
  }));
  // The latest values, also for a submit that follows an edit before the re-render.
  const latest = useRef(values);
  const update = (patch: Partial<HolderValues>) => setValues((latest.current = { ...latest.current, ...patch }));
  const [problem, setProblem] = useState<PersonaliseProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Move to the field the message is about.
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
  }, [problem]);

  const set = (field: HolderField) => (value: string) => update({ [field]: value });
  const error = (field: HolderField) => (problem?.field === field ? t(problem.key, problem.vars) : undefined);

  const holders = [...new Map(existing_tickets.map((h) => [`${h.full_name}|${h.email}`.toLowerCase(), h])).values()];
  const zone = item.timezone || config.timezone;
  const times = withTime ? item.travel_times ?? [] : [];
  const deadline = item.allow_travel_time_changes_until;

  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    const values = latest.current;
    const found = validateHolder(values, { product: item, ageRangeActive: ageActive, cartProducts: cartState.cart?.products ?? [], editingId: line?.id ?? null });
    setProblem(found);
    setServerError(null);
    if (found) return;
    const time = times.find((x) => String(x.id) === values.transport_time_id);
    const holder: Holder = {
      full_name: values.full_name.trim(),
      email: values.email.trim(),
      age: withAge ? values.age || null : null,
      country: values.country || null,
      transport_time_id: time ? time.id : null,
    };
    setBusy(true);
    const failure = line ? await updateCartProduct(line.id, item, holder) : await addToCart(item, holder);
    setBusy(false);
    if (failure === null) onClose();
    else setServerError(failure);
  };

  return (
    <Modal
      title={t('personalise.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {line ? t('personalise.save') : t('shop.addToCart')}
          </Button>
        </>
      }
    >
      <p className="es-personalise__item">{item.name}</p>
      <form id={formId} ref={form} className="es-form" noValidate onSubmit={(e) => void submit(e as unknown as Event)}>
        <FormError message={serverError} />
        {holders.length > 0 && (
          <Dropdown
            name="holder"
            label={t('personalise.existingHolders')}
            value=""
            options={holders.map((h, i) => ({ value: String(i), label: `${h.full_name} (${h.email})` }))}
            onChange={(i) => {
              const h = holders[Number(i)];
              if (!h) return;
              update({ full_name: h.full_name, email: h.email, ...(withAge && h.age && h.age in config.ageRanges ? { age: h.age } : {}) });
            }}
          />
        )}
        <TextInput required name="full_name" label={t('personalise.fullName')} hint={t('personalise.nameAdvice')} value={values.full_name} error={error('full_name')} onChange={set('full_name')} autoComplete="name" />
        <TextInput required name="email" type="email" label={t('personalise.email')} value={values.email} error={error('email')} onChange={set('email')} autoComplete="email" />
        {withAge && <Dropdown name="age" label={t('personalise.age')} required value={values.age} options={optionsOf(config.ageRanges)} error={error('age')} onChange={set('age')} />}
        <Dropdown name="country" label={t('personalise.country')} required value={values.country} options={optionsOf(config.countries)} error={error('country')} onChange={set('country')} />
        {withTime && (
          <Dropdown
            name="transport_time_id"
            label={t('personalise.travelTime')}
            required
            value={values.transport_time_id}
            options={times.map((x) => ({
              value: String(x.id),
              label: `${formatDateTime(x.travel_time, config.locale, zone)}${x.remaining === 0 ? ` (${t('personalise.soldOut')})` : x.remaining == null ? '' : ` (${x.remaining})`}`,
              // A sold-out time stays choosable for the holder who already has it.
              disabled: x.remaining === 0 && String(x.id) !== String(line?.transport_time_id ?? ''),
            }))}
            hint={`${t('personalise.travelHint')}${deadline ? ` ${t('personalise.changeDeadline', { date: formatDateTime(deadline, config.locale, zone) })}` : ''}`}
            error={error('transport_time_id')}
            onChange={set('transport_time_id')}
          />
        )}
      </form>
    </Modal>
  );
}
