import type { DecisionMade } from '@gcw/shared/contract';

import { HttpError } from '../../core/http-error';
import { wib } from '../settings/messages';

export const RELOAD = 'Muat ulang untuk melihat keadaan terbaru.';

/** " oleh Budi pada 2 Desember 2026 pukul 14.03 WIB": what the record says of who and when. */
export function byWhom(decision: DecisionMade): string {
  const by = decision.by_name ? ` oleh ${decision.by_name}` : decision.at ? ' oleh admin lain' : '';
  return `${by}${decision.at ? ` pada ${wib(decision.at)}` : ''}`;
}

/**
 * The 409 of a decision made on a state another decision changed first: the Message says who
 * decided what and when, `Decisions` says it for a program (DecisionConflict in @gcw/shared).
 */
export function decisionConflict(message: string, decisions: DecisionMade[]): HttpError {
  return new HttpError(409, message, undefined, {
    Reason: 'already_decided',
    Decisions: decisions,
  });
}
