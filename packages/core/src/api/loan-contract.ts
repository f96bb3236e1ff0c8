import type { ContractAnalysis } from '../loans/analyse-contract.ts';
import type { ContractTerms } from '../loans/contract-terms.ts';

/**
 * A loan contract as the API returns it (`GET/POST/PATCH /api/loans/contracts…`). The server builds it and the web
 * reads it with this one type, so a changed field breaks the typecheck of both sides.
 */
export interface LoanContractJson {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  tokenCost: number;
  status: 'processing' | 'completed' | 'failed';
  /** Progress of the reading job while processing ('queued', 'reading', 'saving'); null once settled. */
  stage: string | null;
  source: 'pdf-text' | 'ocr' | null;
  ocrConfidence: number | null;
  failure: { code: string; message: string } | null;
  createdAt: string;
  /** The terms as read from the document. */
  extracted: ContractTerms | null;
  /** The person's corrections; any field present replaces the one read. */
  corrections: Partial<ContractTerms>;
  /** The terms in force: extracted, corrected. */
  terms: ContractTerms | null;
  monthlyIncome: number | null;
  analysis: ContractAnalysis | null;
}
