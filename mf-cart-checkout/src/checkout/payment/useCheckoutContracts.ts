// The pre-information form and the distance sales contract are written from the cart: items and
// totals, delivery and billing address, carrier, coupon and gift choices. Whenever any of those
// changes they are fetched again (spec: the refresh follows 100 ms after the change); each comes
// with its version (the text's SHA-256), which the payment names as the text agreed to.
// They also name the payment: the card's first six digits and the instalment count chosen are
// sent with them, and the same answer carries the server's terms (cash price, interest,
// instalment, total charged) that the price card shows. A new card or count brings new texts.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'shared-contracts';
import { CONTRACT_REFRESH_DELAY_MS } from 'shared-contracts/rules';
import { CheckoutContractsDocument, type PaymentTermsFieldsFragment } from 'shared-contracts/graphql';

export interface CheckoutContracts {
  preInfoHtml: string | null;
  salesHtml: string | null;
  /** [pre-information, sales] versions of the texts shown, null until both are there. */
  versions: [string, string] | null;
  /** The terms the texts state, for the card and count chosen (null while unknown). */
  terms: PaymentTermsFieldsFragment | null;
  refetch: () => void;
}

/** The card prefix (six digits, or null) and instalment count the payment form holds. */
export interface CardChoice {
  bin: string | null;
  installmentCount: number;
}

export const NO_CARD: CardChoice = { bin: null, installmentCount: 1 };

/**
 * `basis` is any value that changes exactly when what the contracts are written from changes;
 * it is followed once `ready` (the page's own data loaded, so loading is not taken for a change).
 */
export function useCheckoutContracts(basis: string, ready = true, card: CardChoice = NO_CARD): CheckoutContracts {
  const { data, refetch } = useQuery(CheckoutContractsDocument, {
    variables: { bin: card.bin, installmentCount: card.bin ? card.installmentCount : 1 },
    fetchPolicy: 'cache-and-network',
  });
  const lastBasis = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (lastBasis.current === null) {
      lastBasis.current = basis;
      return;
    }
    if (basis === lastBasis.current) return;
    // Noted as seen only once fetched: an effect re-run in between schedules it again.
    const timer = setTimeout(() => {
      lastBasis.current = basis;
      void refetch().catch(() => undefined);
    }, CONTRACT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [basis, ready, refetch]);

  const refetchNow = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const preInfo = data?.preInfoContract ?? null;
  const sales = data?.salesContract ?? null;
  const preInfoVersion = preInfo?.version ?? null;
  const salesVersion = sales?.version ?? null;
  const versions = useMemo<[string, string] | null>(
    () => (preInfoVersion && salesVersion ? [preInfoVersion, salesVersion] : null),
    [preInfoVersion, salesVersion],
  );
  return {
    preInfoHtml: preInfo?.contents[0]?.hTML ?? null,
    salesHtml: sales?.contents[0]?.hTML ?? null,
    versions,
    terms: data?.paymentTerms ?? null,
    refetch: refetchNow,
  };
}
