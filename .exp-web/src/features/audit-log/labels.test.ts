import { describe, expect, it } from 'vitest';
import { actionLabel, auditActions, entityLabel } from './labels';

describe('audit log labels', () => {
  it('names actions in words', () => {
    expect(actionLabel('settings.update')).toBe('Settings updated');
    expect(actionLabel('permission_role.set_default')).toBe('Permission role made default');
    expect(actionLabel('member_status.bulk_update')).toBe('Registration & dues updated in bulk');
  });

  it('still reads an action or entity it does not know', () => {
    expect(actionLabel('badge.award_special')).toBe('Badge award special');
    expect(entityLabel('api_widget')).toBe('Api widget');
  });

  it('gives every filterable action a distinct label', () => {
    const labels = auditActions.map(actionLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
