// The favourite heart every team shows (a product card, the product gallery): a toggle button
// whose aria-pressed says whether the product is a favourite, filled when it is. The team's
// useWishlistToggle does the work and names the action in `label`. In server HTML it can be
// pressed at once: a press before its part of the page has hydrated is held by the page and done
// again once it has (the shell's early input).
import styles from './FavouriteHeartButton.module.css';

export interface FavouriteHeartButtonProps {
  inWishlist: boolean;
  pending: boolean;
  /** What a press does ("Favorilere ekle" / "Favorilerden çıkar"), its name and tooltip. */
  label: string;
  onToggle: () => void;
  /** The smaller button of a product card (40 px; 44 px otherwise). */
  compact?: boolean;
}

export function FavouriteHeartButton({ inWishlist, pending, label, onToggle, compact = false }: FavouriteHeartButtonProps) {
  const icon = compact ? 22 : 24;
  return (
    <button type="button" className={compact ? `${styles.heart} ${styles.compact}` : styles.heart} aria-pressed={inWishlist} aria-label={label} title={label} disabled={pending} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width={icon} height={icon} aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={inWishlist ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
