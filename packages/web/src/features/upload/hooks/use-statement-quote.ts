import { useRef, useState } from 'react';
import { quoteStatement, type StatementQuote } from '../api/upload-statement.ts';

/**
 * The real page/row count and cost of the chosen file, from the server, before anything is spent
 * (docs/product-rules.md). An answer for a file the person has since replaced or removed is dropped.
 */
export function useStatementQuote() {
  const [quote, setQuote] = useState<StatementQuote | null>(null);
  const [counting, setCounting] = useState(false);
  // The file could not be priced (e.g. not a statement): Start stays available and the upload gives the real reason.
  const [failed, setFailed] = useState(false);
  const quoteFor = useRef<File | null>(null);

  async function count(file: File, pdfPassword?: string): Promise<StatementQuote | null> {
    quoteFor.current = file;
    setFailed(false);
    setCounting(true);
    try {
      const q = await quoteStatement(file, pdfPassword);
      if (quoteFor.current !== file) return null;
      setQuote(q);
      return q;
    } catch {
      if (quoteFor.current !== file) return null;
      setQuote(null);
      setFailed(true);
      return null;
    } finally {
      if (quoteFor.current === file) setCounting(false);
    }
  }

  /** A new file: the old figures go at once, and the new file is counted. */
  function recount(file: File) {
    setQuote(null);
    void count(file);
  }

  function clear() {
    quoteFor.current = null;
    setQuote(null);
    setCounting(false);
  }

  return { quote, counting, failed, count, recount, clear };
}
