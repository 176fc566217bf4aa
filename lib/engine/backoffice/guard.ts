/** Every back-office operation starts here: the actor must hold the action's right (spec §6), else 403. */
import { may, type BackofficeAction, type StaffUser } from '../../backoffice/rights';
import { BackofficeError } from '../../backoffice/types';

export function requireRight(actor: StaffUser, action: BackofficeAction): void {
  if (!actor.active || !may(actor.rights, action)) throw new BackofficeError('forbidden', 'forbidden', action);
}

export function notFound(messageKey = 'notFound'): never {
  throw new BackofficeError('not_found', messageKey);
}

export function invalid(messageKey: string): never {
  throw new BackofficeError('invalid', messageKey);
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
