import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { monthNames } from '../../lib/month-names';
import { formatLongDate, yearOf } from './format';

describe('formatLongDate', () => {
  it('writes the weekday and the month in full, in the organisation’s day/month order', () => {
    expect(formatLongDate('2025-06-28')).toBe('Saturday, 28 June 2025');
    expect(formatLongDate('2025-06-28', 'dd/MM/yyyy')).toBe('Saturday, 28 June 2025');
    expect(formatLongDate('2025-06-28', 'yyyy-MM-dd')).toBe('Saturday, 28 June 2025');
    expect(formatLongDate('2025-06-28', 'MM/dd/yyyy')).toBe('Saturday, June 28, 2025');
    expect(formatLongDate('2025-06-28', 'MMM d, yyyy')).toBe('Saturday, June 28, 2025');
  });

  it('keeps the calendar day whatever the time zone, leap days included', () => {
    expect(formatLongDate('2024-02-29')).toBe('Thursday, 29 February 2024');
    expect(formatLongDate('2025-01-01')).toBe('Wednesday, 1 January 2025');
  });

  it('names the weekday and the month in the reader’s language, not in English whatever it is', () => {
    expect(monthNames()).toHaveLength(12);
    expect(monthNames()[0]).toBe('January');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    try {
      expect(formatLongDate('2025-06-28')).toBe('Samstag, 28 Juni 2025');
      expect(monthNames()[2]).toBe('März');
    } finally {
      i18n.activate('en');
    }
  });

  it('leaves anything that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(yearOf('2026-12-31')).toBe(2026);
  });
});
