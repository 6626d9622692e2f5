import type { Ticket } from '../../api/types';
import { useTravelTimeLabel } from '../../components/travel-time';
import { travelTimeSchema } from '../../domain/portal-forms';
import { travelTimeSoldOut } from '../../domain/ticket-rules';
import { useT } from '../../stores/config';
import { submission } from '../../feedback/feedback';
import { setTravelTime } from '../../stores/portal';
import { RadioGroupField } from '../../ui/form-fields';
import { formModal } from '../../ui/FormModal';
import { ShopForm } from '../../ui/ShopForm';

/**
 * The travel-time modal (docs/spec.md §2 Modals, §5): the ticket's times with their
 * remaining seats, sold-out ones and the current one disabled; 'Please select
 * the travel time.' without a choice; `/set-travel-time`, then 'Travel time
 * updated.', or the toast 'Could not update travel time. Please try later.'
 * with the dialog kept open.
 */
export function TravelTimeModal({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const t = useT();
  const label = useTravelTimeLabel();
  const times = ticket.travelTimes ?? [];
  const current = (id: Ticket['transportTimeId']) => ticket.transportTimeId != null && String(id) === String(ticket.transportTimeId);
  return (
    <ShopForm<{ transportTimeId?: string }>
      schema={travelTimeSchema}
      context={{ times }}
      submitLabel={t('travel.save')}
      onSubmit={async (values) => {
        const chosen = times.find((x) => String(x.id) === values.transportTimeId);
        if (!chosen) return;
        const result = await setTravelTime(ticket.code, chosen.id);
        if (result.ok) onClose();
        return submission(result);
      }}
      frame={formModal(
        t('travel.title'),
        onClose,
        <p className="es-personalise__item">{`${ticket.product.name}${ticket.fullName ? ` (${ticket.fullName})` : ''}`}</p>,
      )}
    >
      <RadioGroupField
        name="transportTimeId"
        legend={t('travel.legend')}
        required
        options={times.map((x) => ({
          value: String(x.id),
          label: current(x.id) ? t('travel.current', { time: label(x) }) : label(x),
          disabled: travelTimeSoldOut(x) || current(x.id),
        }))}
      />
    </ShopForm>
  );
}
