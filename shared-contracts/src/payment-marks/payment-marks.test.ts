import { CARD_NETWORK_MARKS, PROGRAMME_MARKS, paymentMarkDataUri, paymentMarkName, paymentMarkSvg, programmeMarkFor } from './payment-marks';

describe('payment marks', () => {
  it('draws every mark as a self-contained SVG named for assistive technology', () => {
    for (const id of [...CARD_NETWORK_MARKS, ...PROGRAMME_MARKS, 'secure3d' as const]) {
      const svg = paymentMarkSvg(id);
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' width='60' height='38'/);
      expect(svg).toContain(`aria-label='${paymentMarkName(id)}'`);
      // Nothing from another host: no href, no url(), no external font.
      expect(svg).not.toMatch(/href|url\(|@import/);
      expect(paymentMarkDataUri(id)).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    }
  });

  it('draws Mastercard as its two circles and Visa in its blue', () => {
    expect(paymentMarkSvg('mastercard')).toContain("fill='#eb001b'");
    expect(paymentMarkSvg('mastercard')).toContain("fill='#f79e1b'");
    expect(paymentMarkSvg('visa')).toMatch(/fill='#1a1f71'[^>]*>VISA<\/text>/);
  });

  it('finds the programme of a card by its family or its bank, and none for other banks', () => {
    expect(programmeMarkFor('Akbank', 'Axess')).toBe('axess');
    expect(programmeMarkFor('İş Bankası', null)).toBe('maximum');
    expect(programmeMarkFor(null, 'cardfinans')).toBe('cardfinans');
    expect(programmeMarkFor('Bilinmeyen Bank', 'Kart')).toBeNull();
    expect(programmeMarkFor(null, null)).toBeNull();
  });
});
