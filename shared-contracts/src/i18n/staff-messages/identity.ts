// Staff messages: login, sessions, permissions, staff accounts, customers and messages.
// Every key has both languages (staff-messages.test.ts checks).
export const identityStaffMessages = {
  tr: {
    'staff.login_required': 'Bu işlem için personel girişi yapmalısınız.',
    'staff.forbidden': 'Bu işlem için yetkiniz yok.',
  },
  en: {
    'staff.login_required': 'Please log in as staff to do this.',
    'staff.forbidden': 'You are not allowed to do this.',
  },
} satisfies { tr: Record<string, string>; en: Record<string, string> };
