import type { EventStatus, PaymentStatus } from '@gcw/shared/contract';

import type { Tx } from '../../core/db/client';
import type { TeamRow } from '../../core/db/schema/teams';
import { decisionConflict } from '../../domain/decisions/conflict';
import { lastDecisions } from '../../domain/decisions/last-decision';
import { paymentDecidedText, stagesMovedText } from './decision-texts';

/*
 * One decision per decision: the page sends the state it showed, and the team's row is read
 * under its lock, so of two admins deciding on the same state the second finds it changed.
 * The same decision found made already is a repeat: nothing is written, nobody is told twice.
 * No state sent (a page older than @gcw/shared 3.2.0): applied as before.
 */

const PAYMENT_ACTIONS = ['team.payment.verify', 'team.payment.reject'];
const PAYMENT_ACTION_OF: Record<PaymentStatus, string | null> = {
  verified: 'team.payment.verify',
  rejected: 'team.payment.reject',
  // A proof replaced by the leader is not an admin's decision.
  pending: null,
};

/** 'apply', 'repeat' (a verify of a payment verified since), or throws the 409. */
export async function checkPaymentSeen(
  tx: Tx,
  team: TeamRow,
  action: 'verify' | 'reject',
  expected: PaymentStatus | undefined,
): Promise<'apply' | 'repeat'> {
  const state = team.paymentStatus as PaymentStatus;
  if (expected === undefined || expected === state) return 'apply';
  // A rejection carries its reason: a second one would replace the reason the team read.
  if (action === 'verify' && state === 'verified') return 'repeat';
  const moved = { id: team.id, state, action: PAYMENT_ACTION_OF[state] };
  const [decision] = await lastDecisions(tx, 'team', [moved], PAYMENT_ACTIONS);
  throw decisionConflict(paymentDecidedText(team.teamName, decision!), [decision!]);
}

/**
 * The teams to move: those at the stage the page showed. Teams at `status` already (moved there
 * by someone else) are left as they are; any team elsewhere fails the whole batch with a 409.
 */
export async function checkStagesSeen(
  tx: Tx,
  locked: TeamRow[],
  status: EventStatus,
  expected: EventStatus | undefined,
): Promise<TeamRow[]> {
  if (expected === undefined) return locked;
  const elsewhere = locked.filter((t) => t.status !== expected && t.status !== status);
  if (elsewhere.length === 0) return locked.filter((t) => t.status === expected);
  const moved = elsewhere.map((t) => ({ id: t.id, state: t.status, action: 'team.status' }));
  const decisions = await lastDecisions(
    tx,
    'team',
    moved,
    ['team.status'],
    (_action, detail, target) => detail.to === target.state,
  );
  const named = decisions.map((decision, i) => ({ teamName: elsewhere[i]!.teamName, decision }));
  throw decisionConflict(stagesMovedText(named, locked.length > 1), decisions);
}
