import { act, screen } from '@testing-library/react';
import { FESTIVAL_PRICE_ATTRIBUTE_ID } from 'shared-contracts/rules';
import { renderWithShell } from '../testing/render-with-shell';
import { PromoTag } from './PromoTag';
import { festivalPrice, promoTagPrice } from './promo-tag';

const festival = (value: string) => ({ attributeId: FESTIVAL_PRICE_ATTRIBUTE_ID, attributeValueName: value });
const metal = { attributeId: 1, attributeValueName: 'Altın' };
// 1 Nov 2025 00:00 in Istanbul (UTC+3) is 31 Oct 2025 21:00 UTC.
const LAST_MOMENT = new Date('2025-10-31T20:59:59.999Z');
const FIRST_NOVEMBER = new Date('2025-10-31T21:00:00.000Z');

describe('promo tag rule', () => {
  it('reads the festival price attribute, only above 0', () => {
    expect(festivalPrice([metal, festival('1234.50')])).toBe(1234.5);
    expect(festivalPrice([metal, festival('0.00')])).toBeNull();
    expect(festivalPrice([metal, festival('abc')])).toBeNull();
    expect(festivalPrice([metal])).toBeNull();
  });

  it('shows until the last moment of 31 October in Istanbul and never from 1 November on', () => {
    expect(promoTagPrice([festival('900.00')], LAST_MOMENT)).toBe(900);
    expect(promoTagPrice([festival('900.00')], FIRST_NOVEMBER)).toBeNull();
    expect(promoTagPrice([festival('900.00')], new Date('2026-01-01T00:00:00Z'))).toBeNull();
    expect(promoTagPrice([festival('0')], LAST_MOMENT)).toBeNull();
  });
});

describe('PromoTag with a fixed clock', () => {
  afterEach(() => jest.useRealTimers());

  it('is shown before 1 November (Istanbul) with the festival price', async () => {
    jest.useFakeTimers({ now: LAST_MOMENT, advanceTimers: true });
    await act(async () => renderWithShell(<PromoTag attributes={[metal, festival('900.00')]} />));
    expect(screen.getByText('1 Kasım’da geçerli fiyat: ₺900,00')).toBeInTheDocument();
  });

  it('is gone from 1 November (Istanbul) on', async () => {
    jest.useFakeTimers({ now: FIRST_NOVEMBER, advanceTimers: true });
    await act(async () => renderWithShell(<PromoTag attributes={[metal, festival('900.00')]} />));
    expect(screen.queryByText(/1 Kasım/)).not.toBeInTheDocument();
  });

  it('is not shown without a festival price, even before the date', async () => {
    jest.useFakeTimers({ now: LAST_MOMENT, advanceTimers: true });
    await act(async () => renderWithShell(<PromoTag attributes={[metal]} />));
    expect(screen.queryByText(/1 Kasım/)).not.toBeInTheDocument();
  });
});
