// A router link that preloads its target's remote on hover or focus.
import { useContext } from 'react';
import { Link, type LinkProps } from 'react-router';
import { PrefetchContext } from './prefetch-context';

export function PrefetchLink({ onPointerEnter, onFocus, ...props }: LinkProps & { to: string }) {
  const prefetch = useContext(PrefetchContext);
  return (
    <Link
      {...props}
      onPointerEnter={(e) => {
        prefetch(props.to);
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch(props.to);
        onFocus?.(e);
      }}
    />
  );
}
