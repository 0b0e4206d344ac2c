import { staffMessages, translateStaff } from './index';

describe('staff messages', () => {
  it('has every key in Turkish and English', () => {
    expect(Object.keys(staffMessages.en).sort()).toEqual(Object.keys(staffMessages.tr).sort());
  });

  it('translates by language, Turkish by default, and names an unknown key', () => {
    expect(translateStaff('en', 'staff.forbidden')).toBe('You are not allowed to do this.');
    expect(translateStaff('de', 'staff.forbidden')).toBe('Bu işlem için yetkiniz yok.');
    expect(translateStaff('tr', 'staff.no_such_key')).toBe('staff.no_such_key');
  });
});
