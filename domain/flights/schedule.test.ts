import { describe, expect, it } from 'vitest';
import { addDays, arrivalDayOffset, calendarDates, checkinTime, daysBetween, generateDepartures, isTime, minutesOfDay, timeOfMinutes } from './schedule.ts';

describe('calendar dates', () => {
  it('keeps only the ISO weekdays asked for, both ends included', () => {
    // 2027-03-01 is a Monday.
    expect(calendarDates('2027-03-01', '2027-03-14', [1, 3, 5])).toEqual(['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08', '2027-03-10', '2027-03-12']);
    expect(calendarDates('2027-03-06', '2027-03-07', [6, 7])).toEqual(['2027-03-06', '2027-03-07']);
    expect(calendarDates('2027-03-01', '2027-03-01', [1])).toEqual(['2027-03-01']);
  });

  it('is empty for an inverted range or no weekdays', () => {
    expect(calendarDates('2027-03-10', '2027-03-01', [1, 2, 3, 4, 5, 6, 7])).toEqual([]);
    expect(calendarDates('2027-03-01', '2027-03-31', [])).toEqual([]);
  });

  it('crosses months, leap days and years', () => {
    expect(calendarDates('2028-02-27', '2028-03-01', [1, 2, 3, 4, 5, 6, 7])).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(calendarDates('2026-12-30', '2027-01-02', [4, 5])).toEqual(['2026-12-31', '2027-01-01']);
    // A year of Mondays and Fridays: 52 or 53 of each.
    const year = calendarDates('2027-01-01', '2027-12-31', [1, 5]);
    expect(year.length).toBe(53 + 52);
    expect(year.every((d) => [1, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
  });

  it('date arithmetic', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2027-01-01', '2027-12-31')).toBe(364);
  });
});

describe('times', () => {
  it('parses and prints clock times', () => {
    expect(minutesOfDay('07:05')).toBe(425);
    expect(minutesOfDay('23:59:59')).toBe(1439);
    expect(timeOfMinutes(425)).toBe('07:05:00');
    expect(timeOfMinutes(-30)).toBe('23:30:00');
    expect(timeOfMinutes(1440 + 15)).toBe('00:15:00');
    expect(isTime('24:00')).toBe(false);
    expect(isTime('7:05')).toBe(false);
    expect(() => minutesOfDay('noon')).toThrow(RangeError);
  });

  it('check-in opens the given minutes before departure, wrapping to the evening before', () => {
    expect(checkinTime('10:00', 180)).toBe('07:00:00');
    expect(checkinTime('01:30', 120)).toBe('23:30:00');
  });

  it('rolls the arrival over midnight', () => {
    expect(arrivalDayOffset('23:30', '01:10')).toBe(1);
    expect(arrivalDayOffset('10:00', '11:20')).toBe(0);
    // Westbound Havana → Cancún (one hour behind): lands at 09:55 local after 55 minutes.
    expect(arrivalDayOffset('10:00', '09:55', 55)).toBe(0);
    // Late departure, next-day landing across a time zone.
    expect(arrivalDayOffset('23:00', '00:10', 130)).toBe(1);
    // A long flight that lands two clock-days later.
    expect(arrivalDayOffset('22:00', '06:00', 32 * 60)).toBe(2);
  });
});

describe('generateDepartures', () => {
  it('one departure per date with times, arrival date and check-in', () => {
    const departures = generateDepartures({
      start_date: '2027-03-01',
      end_date: '2027-03-07',
      weekdays: [2, 7],
      departure_time: '23:45',
      arrival_time: '00:50',
      checkin_minutes_before: 120,
      travel_minutes: 65,
    });
    expect(departures).toEqual([
      { departure_date: '2027-03-02', departure_time: '23:45:00', arrival_date: '2027-03-03', arrival_time: '00:50:00', checkin_time: '21:45:00' },
      { departure_date: '2027-03-07', departure_time: '23:45:00', arrival_date: '2027-03-08', arrival_time: '00:50:00', checkin_time: '21:45:00' },
    ]);
  });

  it('same-day arrivals keep the departure date', () => {
    const [first] = generateDepartures({ start_date: '2027-03-01', end_date: '2027-03-01', weekdays: [1], departure_time: '08:00', arrival_time: '09:20:00', checkin_minutes_before: 180 });
    expect(first).toEqual({ departure_date: '2027-03-01', departure_time: '08:00:00', arrival_date: '2027-03-01', arrival_time: '09:20:00', checkin_time: '05:00:00' });
  });
});
