import type { ShopItem } from '../../api/types';
import { useConfig, useT } from '../../stores/config';
import { useTravelTimeLabel } from '../../components/travel-time';
import { Facts, type Fact } from '../../components/Facts';
import { DateTime } from '../../ui/DateTime';

/**
 * The product page's details list (docs/spec.md §2 Product page): category, transport
 * time, available transport times, limit per order, refundable, name changes,
 * email changes.
 */
export function ProductDetails({ item }: { item: ShopItem }) {
  const config = useConfig();
  const t = useT();
  const timeLabel = useTravelTimeLabel();
  const yesNo = (value: boolean | undefined) => t(value ? 'shop.yes' : 'shop.no');
  const limit = Number(item.limitPerOrder) || 0;
  const times = item.travelTimeType === 'selectable' ? (item.travelTimes ?? []) : [];
  const tickets = item.shopItemType === 'tickets';
  const details: Array<Fact | false> = [
    [t('shop.category'), (tickets ? config.productTypes : config.merchandiseTypes)[item.type] ?? item.type],
    item.travelTimeType === 'fixed' && !!item.travelTime && [t('shop.transportTime'), <DateTime value={item.travelTime} />],
    times.length > 0 && [
      t('shop.availableTransportTimes'),
      <ul role="list">
        {times.map((time) => (
          <li key={String(time.id)}>
            <time dateTime={time.travelTime.text}>{timeLabel(time)}</time>
          </li>
        ))}
      </ul>,
    ],
    [t('shop.limitPerOrder'), limit > 0 ? String(limit) : t('shop.noLimit')],
    [t('shop.refundable'), yesNo(item.isRefundable)],
    tickets && [t('shop.nameChanges'), yesNo(item.allowNameChanges)],
    tickets && [t('shop.emailChanges'), yesNo(item.allowEmailChanges)],
  ];
  return (
    <section className="es-product__details">
      <h2>{t('shop.details')}</h2>
      <Facts rows={details} className="es-product__facts" />
    </section>
  );
}
