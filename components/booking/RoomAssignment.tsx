'use client';
/**
 * Room occupancy (spec §4): travellers are placed in rooms of the trip's room types; an assignment
 * can be removed again (status back to 0 'nicht zugewiesen'); a new row is offered while travellers
 * are unassigned. Room types offer no more rooms than are free and no more beds than their occupancy.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { TripService } from '@/lib/api/model';
import { formatPrice } from '@/lib/format';
import {
  assignToNewRoom,
  assignToRow,
  canOpenRoom,
  needsNewRow,
  removeAssignment,
  rowHasSpace,
  travellerRoomStatus,
  unassignedTravellers,
  type RoomRow,
} from '@/lib/booking/rooms';
import styles from './steps.module.css';

export interface RoomAssignmentProps {
  roomTypes: readonly TripService[];
  /** What each room type adds to the trip price per person (room price and its surcharges). */
  priceOf: (roomId: number) => number;
  count: number;
  value: RoomRow[];
  onChange: (rows: RoomRow[]) => void;
  travellerName: (index: number) => string;
}

export function RoomAssignment({ roomTypes, priceOf, count, value, onChange, travellerName }: RoomAssignmentProps) {
  const t = useTranslations('booking.rooms');
  const locale = useLocale();
  const status = travellerRoomStatus(value, count);
  const unassigned = unassignedTravellers(value, count);
  const typeOf = (id: number) => roomTypes.find((r) => r.id === id);
  // issue 11: every room type names its price before the check, an included one says so.
  const roomLabel = (type: TripService) => {
    const cents = priceOf(type.id);
    return `${type.name} (${cents > 0 ? t('surchargePerPerson', { price: formatPrice(cents, locale) }) : t('included')})`;
  };

  const openTypes = roomTypes.filter((type) => canOpenRoom(value, type) && type.maxOccupancy > 0);
  const [newType, setNewType] = useState<number | ''>('');
  const [newTravellers, setNewTravellers] = useState<number[]>([]);
  const chosenType = newType === '' ? undefined : typeOf(newType);
  const pending = newTravellers.filter((i) => unassigned.includes(i));

  const addRoom = () => {
    if (!chosenType || pending.length === 0) return;
    let rows = assignToNewRoom(value, chosenType.id, pending[0]);
    for (const traveller of pending.slice(1)) rows = assignToRow(rows, rows.length - 1, traveller);
    onChange(rows);
    setNewTravellers([]);
    setNewType('');
  };

  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('intro')}</p>

      <ul className={styles.statusList} aria-label={t('statusLabel')}>
        {Array.from({ length: count }, (_, i) => {
          const rowIndex = value.findIndex((r) => r.teilnehmer.includes(i));
          const type = rowIndex >= 0 ? typeOf(value[rowIndex].room) : undefined;
          return (
            <li key={i} className={styles.statusItem} data-assigned={status[i]}>
              <span className={styles.statusName}>{travellerName(i)}</span>
              <span className={status[i] ? styles.assigned : styles.unassigned}>
                {status[i] ? t('assignedTo', { room: type?.name ?? '', number: rowIndex + 1 }) : t('unassigned')}
              </span>
              {status[i] === 1 && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onChange(removeAssignment(value, i))}
                >
                  {t('remove')}
                  <span className="visually-hidden"> ({travellerName(i)})</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>

      {value.map((row, rowIndex) => {
        const type = typeOf(row.room);
        const space = rowHasSpace(row, type);
        return (
          <fieldset key={rowIndex} className={styles.roomRow}>
            <legend className={styles.roomLegend}>
              {t('room', { number: rowIndex + 1 })}: {type ? roomLabel(type) : '–'}
            </legend>
            <p className={styles.muted}>
              {row.teilnehmer.map(travellerName).join(', ')} ·{' '}
              {t('occupancy', { used: row.teilnehmer.length, max: type?.maxOccupancy ?? 0 })}
            </p>
            {space && unassigned.length > 0 && (
              <div className={styles.inlineControls}>
                {unassigned.map((i) => (
                  <button
                    key={i}
                    type="button"
                    className={styles.chipButton}
                    onClick={() => onChange(assignToRow(value, rowIndex, i))}
                  >
                    {t('addTo', { name: travellerName(i), number: rowIndex + 1 })}
                  </button>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}

      {needsNewRow(value, count) && (
        <fieldset className={`${styles.roomRow} ${styles.newRow}`}>
          <legend className={styles.roomLegend}>{t('newRoom', { number: value.length + 1 })}</legend>
          {openTypes.length === 0 ? (
            <p className={styles.warning}>{t('noRoomsLeft')}</p>
          ) : (
            <>
              <label className={styles.controlLabel} htmlFor="room-new-type">
                {t('roomType')}
              </label>
              <select
                id="room-new-type"
                className={styles.select}
                value={newType}
                onChange={(e) => {
                  setNewType(e.target.value === '' ? '' : Number(e.target.value));
                  setNewTravellers([]);
                }}
              >
                <option value="">{t('chooseRoomType')}</option>
                {roomTypes.map((type) => (
                  <option key={type.id} value={type.id} disabled={!openTypes.includes(type)}>
                    {roomLabel(type)} – {t('beds', { max: type.maxOccupancy })}
                    {!openTypes.includes(type) ? ` – ${t('soldOut')}` : ''}
                  </option>
                ))}
              </select>
              {chosenType && (
                <fieldset className={styles.plainFieldset}>
                  <legend className={styles.controlLabel}>
                    {t('whoSleepsHere', { max: chosenType.maxOccupancy })}
                  </legend>
                  <div className={styles.checkGrid}>
                    {unassigned.map((i) => {
                      const checked = pending.includes(i);
                      const full = !checked && pending.length >= chosenType.maxOccupancy;
                      return (
                        <label key={i} className={styles.checkOption}>
                          <input
                            type="checkbox"
                            checked={checked}
                            disabled={full}
                            onChange={(e) =>
                              setNewTravellers(e.target.checked ? [...pending, i] : pending.filter((p) => p !== i))
                            }
                          />
                          {travellerName(i)}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              )}
              <div className={styles.inlineControls}>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={!chosenType || pending.length === 0}
                  onClick={addRoom}
                >
                  {t('assign')}
                </button>
              </div>
            </>
          )}
        </fieldset>
      )}
    </div>
  );
}
