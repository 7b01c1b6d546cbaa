import {
  DEFAULT_EVENT_STATUS,
  EVENT_STATUSES,
  isAtLeast,
  isEventStatus,
  normalizeEventStatus,
} from '../event-status';

describe('normalizeEventStatus', () => {
  it.each(EVENT_STATUSES)('keeps the known status %s', (status) => {
    expect(normalizeEventStatus(status)).toBe(status);
    expect(isEventStatus(status)).toBe(true);
  });

  it.each([
    ['an unknown string', 'Pending'],
    ['wrong case', 'registered'],
    ['upper case', 'FINAL'],
    ['wrong case with a dash', 'stage-1'],
    ['a space instead of a dash', 'Stage 1'],
    ['padding', ' Registered '],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 2],
    ['zero', 0],
    ['a boolean', true],
    ['an object', { status: 'Final' }],
    ['an array', ['Final']],
  ])('treats %s as Unregistered', (_label, value) => {
    expect(normalizeEventStatus(value)).toBe('Unregistered');
    expect(isEventStatus(value)).toBe(false);
  });

  it('defaults to Unregistered', () => {
    expect(DEFAULT_EVENT_STATUS).toBe('Unregistered');
  });
});

describe('the progressive order', () => {
  it('is Unregistered, Registered, Stage-1, Stage-2, Final', () => {
    expect(EVENT_STATUSES).toEqual(['Unregistered', 'Registered', 'Stage-1', 'Stage-2', 'Final']);
  });

  it('compares statuses by position', () => {
    expect(isAtLeast('Stage-2', 'Stage-1')).toBe(true);
    expect(isAtLeast('Stage-1', 'Stage-1')).toBe(true);
    expect(isAtLeast('Registered', 'Stage-1')).toBe(false);
    expect(isAtLeast('Unregistered', 'Registered')).toBe(false);
    expect(isAtLeast('Final', 'Unregistered')).toBe(true);
  });
});
