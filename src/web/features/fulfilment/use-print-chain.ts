import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Prints one chain's picking list: the chosen list is marked before the print dialog opens (the others and
 * the page around them are `print:hidden`), and unmarked after printing. Printing from the browser's own
 * menu prints every list.
 */
export function usePrintChain(): { printing: number | null; print: (storeId: number) => void } {
  const [printing, setPrinting] = useState<number | null>(null);
  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const print = (storeId: number) => {
    flushSync(() => setPrinting(storeId));
    window.print();
  };
  return { printing, print };
}
