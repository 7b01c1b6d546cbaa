import { configureStore } from '@reduxjs/toolkit';

import type { EventEntry } from '../../contract/wire';
import { rootReducer } from '../root-reducer';
import {
  defaultEvents,
  eventsLoaded,
  initialSessionState,
  normalizeEvents,
  selectEventStatus,
  selectTeamId,
  sessionEnded,
} from '../session-slice';

const ALL_UNREGISTERED = [
  { name: 'Seminar', status: 'Unregistered', ticket: null },
  { name: 'Hackathon', status: 'Unregistered', ticket: null },
  { name: 'Competitive Programming', status: 'Unregistered', ticket: null },
];

const ticket = {
  ticket_id: 'T-1',
  type: 'seminar',
  issued_at: '2025-07-01T00:00:00Z',
  valid_until: '2025-07-26T00:00:00Z',
  qr_code_url: 'https://example.test/qr.png',
};

/** Wire values that do not fit the contract, as a broken server could send them. */
function wire(entries: unknown[]): EventEntry[] {
  return entries as EventEntry[];
}

describe('normalizeEvents', () => {
  it('gives all three events Unregistered by default', () => {
    expect(defaultEvents()).toEqual(ALL_UNREGISTERED);
    expect(initialSessionState.events).toEqual(ALL_UNREGISTERED);
    expect(normalizeEvents(undefined)).toEqual(ALL_UNREGISTERED);
    expect(normalizeEvents([])).toEqual(ALL_UNREGISTERED);
  });

  it('keeps known statuses and tickets', () => {
    expect(
      normalizeEvents([
        { name: 'Hackathon', status: 'Stage-2', ticket: null },
        { name: 'Seminar', status: 'Registered', ticket },
      ]),
    ).toEqual([
      { name: 'Seminar', status: 'Registered', ticket },
      { name: 'Hackathon', status: 'Stage-2', ticket: null },
      { name: 'Competitive Programming', status: 'Unregistered', ticket: null },
    ]);
  });

  it.each([
    ['an unknown value', 'Approved'],
    ['null', null],
    ['a number', 3],
    ['wrong case', 'stage-2'],
    ['upper case', 'FINAL'],
    ['a missing status', undefined],
  ])('turns %s into Unregistered', (_label, status) => {
    const events = normalizeEvents(
      wire([
        { name: 'Seminar', status },
        { name: 'Hackathon', status },
        { name: 'Competitive Programming', status },
      ]),
    );
    expect(events.map((event) => event.status)).toEqual([
      'Unregistered',
      'Unregistered',
      'Unregistered',
    ]);
  });

  it('drops unknown event names and tolerates holes in the list', () => {
    const events = normalizeEvents(
      wire([null, { name: 'Olympiad', status: 'Final' }, { name: 'hackathon', status: 'Final' }]),
    );
    expect(events).toEqual(ALL_UNREGISTERED);
  });
});

describe('the session slice', () => {
  it('normalises what eventsLoaded receives and resets on sessionEnded', () => {
    const store = configureStore({ reducer: rootReducer });
    store.dispatch(
      eventsLoaded({
        events: wire([
          { name: 'Hackathon', status: 'Final', ticket: null },
          { name: 'Competitive Programming', status: 'final', ticket: null },
        ]),
        id_team: 7,
      }),
    );
    expect(selectEventStatus(store.getState(), 'Hackathon')).toBe('Final');
    expect(selectEventStatus(store.getState(), 'Competitive Programming')).toBe('Unregistered');
    expect(selectEventStatus(store.getState(), 'Seminar')).toBe('Unregistered');
    expect(selectTeamId(store.getState())).toBe(7);

    store.dispatch(sessionEnded());
    expect(store.getState().session.events).toEqual(ALL_UNREGISTERED);
    expect(selectTeamId(store.getState())).toBeNull();
  });

  it('defaults a missing team id to null', () => {
    const store = configureStore({ reducer: rootReducer });
    store.dispatch(eventsLoaded({ events: [] }));
    expect(selectTeamId(store.getState())).toBeNull();
  });
});
