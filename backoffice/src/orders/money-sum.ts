// The sum of some Money values, written like the staff API writes money (TRY, two decimals), for
// a total the screen works out itself (the lines chosen to cancel).
const formatters = new Map<string, Intl.NumberFormat>();

export function formatLiraSum(values: number[], language: string): string {
  const locale = language === 'en' ? 'en-US' : 'tr-TR';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  // in kuruş, so 0.1 + 0.2 stays 0.30
  const kurus = values.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return formatter.format(kurus / 100);
}
