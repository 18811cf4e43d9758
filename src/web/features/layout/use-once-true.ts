import { useState } from 'react';

/** True from the first time `flag` is true: lets a lazy part load on first use and then stay mounted. */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
