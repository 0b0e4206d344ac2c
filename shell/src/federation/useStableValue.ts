// The first of equal values: props rebuilt on every render of a host (same values, new objects)
// keep one identity, so what depends on them (a memoized element) does not change. Widget props
// are plain data (the route table's props types), so their JSON is their value.
import { useMemo } from 'react';

export function useStableValue<T>(value: T): T {
  const json = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- equal JSON, equal value
  return useMemo(() => value, [json]);
}
